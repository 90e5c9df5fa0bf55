import { styleEffect, useTransform, type MotionValue } from 'framer-motion';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { ProjectShowcase } from '../data/projects';
import { shrinkProperties } from '../utils/scrollTimeline';
import { scaleKeyframes, stackOffset } from '../utils/stackMaths';
import { ProjectCard } from './ProjectCard';

interface Props {
  project: ProjectShowcase;
  index: number;
  count: number;
  /** The stack's scroll progress, 0 to 1. */
  progress: MotionValue<number>;
  /**
   * No script-driven scale: reduced motion (the cards still stack but keep their size), or the
   * browser's scroll-driven CSS animation does it (projects.css, scrollTimeline.ts).
   */
  still: boolean;
  titleLevel: 'h2' | 'h3';
  /** Shown under the card in its slot (the last slot's free space ends the section). */
  after?: ReactNode;
}

/**
 * A viewport-tall list item that sticks to the top, holding its card 25 px x index
 * lower than the previous one and shrinking it as the later cards slide over it.
 * On very short viewports (under 34rem) the items flow normally so every card is
 * seen whole.
 */
export function StackedProjectCard({ project, index, count, progress, still, titleLevel, after }: Props) {
  const { input, output } = scaleKeyframes(index, count);
  const scale = useTransform(progress, input, output);
  const cardRef = useRef<HTMLDivElement>(null);

  // framer-motion's styleEffect renders the MotionValue onto the element in its frame
  // loop, as a motion.div would, without the motion component's animation features
  // (37 KB compressed less JS). will-change keeps each card on its own compositor layer,
  // so scaling it while scrolling repaints nothing.
  useEffect(() => {
    const card = cardRef.current;
    if (still || !card) return;
    const stop = styleEffect(card, { scale });
    return () => {
      stop();
      card.style.transform = '';
    };
  }, [still, scale]);

  const offset = { '--stack-offset': `${stackOffset(index)}px` } as CSSProperties;
  // The cards after the first start a viewport or more below it: content-visibility lets the
  // browser skip their style, layout and paint until they near the viewport (a theme switch
  // restyles only the cards on screen and the next one).
  const belowTheFold = index > 0 ? '[contain-intrinsic-size:auto_100svh] [content-visibility:auto]' : '';

  return (
    <li
      style={offset}
      data-stack-item={index}
      className={`${belowTheFold} flex flex-col items-center py-3 [@media(min-height:34rem)]:sticky [@media(min-height:34rem)]:top-0 [@media(min-height:34rem)]:h-svh [@media(min-height:34rem)]:pt-[calc(5.25rem+var(--stack-offset))] [@media(min-height:34rem)]:pb-0 sm:[@media(min-height:34rem)]:pt-[calc(5.75rem+var(--stack-offset))]`}
    >
      <div
        ref={cardRef}
        data-stack-card={index}
        style={shrinkProperties(index, count) as CSSProperties}
        className="h-fit w-[90%] origin-top motion-safe:will-change-transform md:w-[85%] lg:w-[75%] xl:w-[65%]"
      >
        <ProjectCard project={project} index={index} titleLevel={titleLevel} />
      </div>
      {after}
    </li>
  );
}
