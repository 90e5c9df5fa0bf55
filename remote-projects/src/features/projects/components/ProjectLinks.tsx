import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import type { ProjectShowcase } from '../data/projects';
import { useMessages } from '../../../hooks/useMessages';

interface Props {
  project: Pick<ProjectShowcase, 'title' | 'githubLink' | 'liveLink'>;
}

const linkBase =
  'focus-ring inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold engaged:transition-colors engaged:duration-200';

/** Code and Live, each in a new tab, named after their project for assistive tech. */
export function ProjectLinks({ project }: Props) {
  const m = useMessages();
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={project.githubLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.link_code_label({ title: project.title })}
        className={`${linkBase} border border-line bg-surface text-ink hover:border-[var(--project-ink)] hover:text-[var(--project-ink)]`}
      >
        <LineIcon className="size-4" strokeWidth={2.2}>
          <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />
        </LineIcon>
        {m.link_code({})}
      </a>
      <a
        href={project.liveLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.link_live_label({ title: project.title })}
        className={`${linkBase} bg-[var(--project-ink)] text-[var(--project-on-ink)] shadow-[0_8px_24px_-10px_var(--project-accent)] hover:brightness-110`}
      >
        {m.link_live({})}
        <LineIcon className="size-4" strokeWidth={2.2}>
          <path d="M7 17 17 7M9 7h8v8" />
        </LineIcon>
      </a>
    </div>
  );
}
