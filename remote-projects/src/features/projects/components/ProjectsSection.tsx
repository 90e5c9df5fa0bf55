import { useReducedMotion, useScroll } from 'framer-motion';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { useMessages } from '../../../hooks/useMessages';
import { withCaseStudies } from '../data/caseStudies';
import type { ProjectShowcase } from '../data/projects';
import { useProjectsData } from '../hooks/useProjectsData';
import { CURTAIN_REACH_PX, curtainReach } from '../utils/curtain';
import { supportsScrollTimeline } from '../utils/scrollTimeline';
import { StackEnd } from './StackEnd';
import { StackedProjectCard } from './StackedProjectCard';

interface Props {
  headingLevel: 'h1' | 'h2';
  projects?: readonly ProjectShowcase[];
  /** The host's base path: each card links to its case study under it. */
  siteBase?: string;
}

/** The projects section: intro, then the sticky stack driven by the list's scroll progress. */
export function ProjectsSection({ headingLevel: Heading, projects: given, siteBase = '/' }: Props) {
  const m = useMessages();
  const locale = useLocale();
  const { showcases, studies } = useProjectsData();
  const projects = withCaseStudies(given ?? showcases, studies, siteBase, locale);
  const listRef = useRef<HTMLOListElement>(null);
  const curtainRef = useRef<HTMLDivElement>(null);
  const { scrollYProgress } = useScroll({ target: listRef, offset: ['start start', 'end end'] });
  // Past the stack's end: 0 with the list's end at the window's bottom, 1 with it at the top.
  const { scrollYProgress: exitProgress } = useScroll({ target: listRef, offset: ['end end', 'end start'] });
  const cssDriven = supportsScrollTimeline();
  // Where CSS drives the shrink (projects.css), the script leaves the cards alone.
  const still = useReducedMotion() === true || cssDriven;
  const titleLevel = Heading === 'h1' ? 'h2' : 'h3';

  // The curtain's reach past the stack's end, where CSS cannot drive it (projects.css). Under
  // reduced motion too: it moves nothing, it only lengthens a fade.
  useEffect(() => {
    const curtain = curtainRef.current;
    if (cssDriven || !curtain) return;
    const follow = (share: number) =>
      curtain.style.setProperty('--curtain-reached', String(curtainReach(share * window.innerHeight)));
    follow(exitProgress.get());
    return exitProgress.on('change', follow);
  }, [cssDriven, exitProgress]);

  return (
    <section aria-labelledby="projects-heading" className="relative overflow-x-clip pt-28 pb-10 sm:pt-32">
      <SectionIntro
        label={m.stack_label({})}
        heading={m.stack_heading({})}
        headingLevel={Heading}
        headingId="projects-heading"
        className="max-w-2xl px-5"
      >
        {m.stack_intro({})} {/* On paper the cards are one after another: there is nothing to scroll. */}
        <span className="print:hidden">{m.stack_scroll_hint({})}</span>
      </SectionIntro>
      {/* A flow root: it grows to hold the last slot's float (its card and the stack's end,
          StackedProjectCard.tsx) where that reaches past the list, so the section ends after it. */}
      <div
        data-stack
        className="relative mt-2 flow-root"
        style={{ '--curtain-reach': `${CURTAIN_REACH_PX}px` } as CSSProperties}
      >
        {/* A strip of page colour under the floating header, stuck to the top while the stack is on
            screen and ending with it: the stacked cards' top edges and the stack scrolling away
            never show above or around the header pill. Solid down to the pill's bottom, then fading
            out, down to the first card's top while the stack is on screen (it covers no card in its
            stacked place), and CURTAIN_REACH_PX further once the stack moves up past its end: what
            passes under the header dissolves instead of being cut along a line (projects.css,
            curtain.ts). Only where the cards stick (min-height 34rem).
            It carries the page's top glows (fixed to the window, so they line up with the body's at
            the top of the page): an opaque strip of plain page colour cut them along a line. */}
        <div
          ref={curtainRef}
          aria-hidden="true"
          data-stack-curtain
          className="pointer-events-none hidden print:hidden [@media(min-height:34rem)]:sticky [@media(min-height:34rem)]:top-0 [@media(min-height:34rem)]:z-10 [@media(min-height:34rem)]:block [@media(min-height:34rem)]:bg-page [@media(min-height:34rem)]:bg-(image:--pf-page-glows) [@media(min-height:34rem)]:bg-fixed"
        />
        <ol ref={listRef} data-stack-list className="relative">
          {projects.map((project, index) => (
            <StackedProjectCard
              key={project.slug}
              project={project}
              index={index}
              count={projects.length}
              progress={scrollYProgress}
              still={still}
              titleLevel={titleLevel}
              after={index === projects.length - 1 ? <StackEnd /> : undefined}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
