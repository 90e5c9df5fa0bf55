import { useReducedMotion, useScroll } from 'framer-motion';
import { useRef } from 'react';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { projects as allProjects, type ProjectShowcase } from '../data/projects';
import { supportsScrollTimeline } from '../utils/scrollTimeline';
import { StackedProjectCard } from './StackedProjectCard';

interface Props {
  headingLevel: 'h1' | 'h2';
  projects?: readonly ProjectShowcase[];
}

/** The projects section: intro, then the sticky stack driven by the list's scroll progress. */
export function ProjectsSection({ headingLevel: Heading, projects = allProjects }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const { scrollYProgress } = useScroll({ target: listRef, offset: ['start start', 'end end'] });
  // Where CSS drives the shrink (projects.css), the script leaves the cards alone.
  const still = useReducedMotion() === true || supportsScrollTimeline();
  const titleLevel = Heading === 'h1' ? 'h2' : 'h3';

  return (
    <section aria-labelledby="projects-heading" className="relative overflow-x-clip pt-28 pb-24 sm:pt-32">
      <SectionIntro
        label="Selected work"
        heading="Projects"
        headingLevel={Heading}
        headingId="projects-heading"
        className="max-w-2xl px-4"
      >
        Things I designed and built end to end, from payments and real-time chat to a browser game. Scroll to flip
        through the stack.
      </SectionIntro>
      <ol ref={listRef} data-stack-list className="relative mt-2">
        {projects.map((project, index) => (
          <StackedProjectCard
            key={project.slug}
            project={project}
            index={index}
            count={projects.length}
            progress={scrollYProgress}
            still={still}
            titleLevel={titleLevel}
          />
        ))}
      </ol>
    </section>
  );
}
