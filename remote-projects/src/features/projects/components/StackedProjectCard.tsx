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
  // A screen tall and stuck to the top where the window has the height (34rem); listed normally below.
  const slot =
    'py-3 [@media(min-height:34rem)]:sticky [@media(min-height:34rem)]:top-0 [@media(min-height:34rem)]:h-svh [@media(min-height:34rem)]:pt-[calc(5.25rem+var(--stack-offset))] [@media(min-height:34rem)]:pb-0 sm:[@media(min-height:34rem)]:pt-[calc(5.75rem+var(--stack-offset))]';
  const card = (
    <div
      ref={cardRef}
      data-stack-card={index}
      style={shrinkProperties(index, count) as CSSProperties}
      className="h-fit w-[90%] origin-top motion-safe:will-change-transform md:w-[85%] lg:w-[75%] xl:w-[65%]"
    >
      <ProjectCard project={project} index={index} titleLevel={titleLevel} />
    </div>
  );

  if (!after) {
    return (
      <li style={offset} data-stack-item={index} className={`${belowTheFold} flex flex-col items-center ${slot}`}>
        {card}
      </li>
    );
  }

  // The last slot also holds what comes `after` the card (the stack's end), which on a short
  // window (mostly below lg) needs more than the slot's screen. The slot stays a screen tall: the
  // list must end as the last card lands, or the stuck cards would stay while the last one moved
  // on up over them. So card and end are a float as wide as the slot, at least as tall as what the
  // slot has left (the end centred in it), taller where they need it: a float overflows its slot
  // without lengthening the list, and the stack's wrapper (a flow root, ProjectsSection.tsx)
  // grows to hold it, so what follows the stack starts after the end. The slot itself must not
  // be a formatting context (that would contain the float again), so content-visibility, whose
  // paint containment had clipped the end off for good, is on the float.
  return (
    <li style={offset} data-stack-item={index} className={slot}>
      <div
        data-stack-last
        className={`${belowTheFold} float-left flex min-h-full w-full flex-col items-center print:float-none`}
      >
        {card}
        {after}
      </div>
    </li>
  );
}
