import { useReducedMotion, useScroll } from 'framer-motion';
import { useRef } from 'react';
import { projects as allProjects, type ProjectShowcase } from '../data/projects';
import { StackedProjectCard } from './StackedProjectCard';

interface Props {
  headingLevel: 'h1' | 'h2';
  projects?: readonly ProjectShowcase[];
}

/** The projects section: intro, then the sticky stack driven by the list's scroll progress. */
export function ProjectsSection({ headingLevel: Heading, projects = allProjects }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const { scrollYProgress } = useScroll({ target: listRef, offset: ['start start', 'end end'] });
  const still = useReducedMotion() === true;
  const titleLevel = Heading === 'h1' ? 'h2' : 'h3';

  return (
    <section aria-labelledby="projects-heading" className="relative overflow-x-clip pt-28 pb-24 sm:pt-32">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-medium text-ink-muted">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          Selected work
        </p>
        <Heading
          id="projects-heading"
          className="text-gradient mt-5 font-display text-4xl font-bold tracking-tight sm:text-5xl"
        >
          Projects
        </Heading>
        <p className="mx-auto mt-4 max-w-xl text-base text-ink-muted sm:text-lg">
          Things I designed and built end to end, from payments and real-time chat to a browser game. Scroll to flip
          through the stack.
        </p>
      </div>
      <ol ref={listRef} className="relative mt-2">
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
