import { useReducedMotion, useScroll } from 'framer-motion';
import { useRef } from 'react';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { withCaseStudies } from '../data/caseStudies';
import { projects as allProjects, type ProjectShowcase } from '../data/projects';
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
export function ProjectsSection({ headingLevel: Heading, projects: shown = allProjects, siteBase = '/' }: Props) {
  const projects = withCaseStudies(shown, siteBase);
  const listRef = useRef<HTMLOListElement>(null);
  const { scrollYProgress } = useScroll({ target: listRef, offset: ['start start', 'end end'] });
  // Where CSS drives the shrink (projects.css), the script leaves the cards alone.
  const still = useReducedMotion() === true || supportsScrollTimeline();
  const titleLevel = Heading === 'h1' ? 'h2' : 'h3';

  return (
    <section aria-labelledby="projects-heading" className="relative overflow-x-clip pt-28 pb-10 sm:pt-32">
      <SectionIntro
        label="Selected work"
        heading="Projects"
        headingLevel={Heading}
        headingId="projects-heading"
        className="max-w-2xl px-5"
      >
        Things I designed and built end to end, from payments and real-time chat to a browser game.{' '}
        {/* On paper the cards are one after another: there is nothing to scroll. */}
        <span className="print:hidden">Scroll to flip through the stack.</span>
      </SectionIntro>
      <div className="relative mt-2">
        {/* A strip of page colour under the floating header, stuck to the top while the stack is on
            screen and ending with it: the stacked cards' top edges and the stack scrolling away
            never show above or around the header pill. As tall as the first card's top offset, so
            it covers no card in its stacked place; only where the cards stick (min-height 34rem).
            It carries the page's top glows (fixed to the window, so they line up with the body's at
            the top of the page): an opaque strip of plain page colour cut them along a line. */}
        <div
          aria-hidden="true"
          data-stack-curtain
          className="pointer-events-none hidden [@media(min-height:34rem)]:sticky [@media(min-height:34rem)]:top-0 [@media(min-height:34rem)]:z-10 [@media(min-height:34rem)]:-mb-[5.25rem] [@media(min-height:34rem)]:block [@media(min-height:34rem)]:h-[5.25rem] [@media(min-height:34rem)]:bg-page [@media(min-height:34rem)]:bg-(image:--pf-page-glows) [@media(min-height:34rem)]:bg-fixed sm:[@media(min-height:34rem)]:-mb-[5.75rem] sm:[@media(min-height:34rem)]:h-[5.75rem]"
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
