import type { CSSProperties } from 'react';
import { COVER_SIZE, COVER_SIZES, type ProjectShowcase } from '../data/projects';
import { projectAccentVars } from '../utils/cardColours';
import { ProjectLinks } from './ProjectLinks';
import { useMessages } from '../../../hooks/useMessages';

interface Props {
  project: ProjectShowcase;
  /** Position in the list, from 0: gives the badge number and the image's loading priority. */
  index: number;
  titleLevel: 'h2' | 'h3';
}

/**
 * One project: badge, cover, accent dot, title, description and links. Hover or
 * keyboard focus inside lifts it 8 px (0.3 s) and zooms the cover to 1.05 (0.4 s),
 * both only when motion is welcome.
 */
export function ProjectCard({ project, index, titleLevel: Title }: Props) {
  const m = useMessages();
  const titleId = `project-${project.slug}-title`;
  const isFirst = index === 0;
  const accentVars = projectAccentVars(project.color) as CSSProperties;

  return (
    <article
      aria-labelledby={titleId}
      data-project={project.slug}
      style={accentVars}
      className="group relative isolate overflow-hidden rounded-[1.75rem] border border-[color-mix(in_srgb,var(--project-accent)_30%,var(--pf-line))] bg-surface-strong shadow-[0_30px_80px_-40px_var(--project-accent),0_0_0_1px_rgb(255_255_255/0.02)] transition-[translate] engaged:transition-[translate,box-shadow] duration-300 ease-out [--project-ink:var(--project-ink-dark)] [--project-on-ink:#080510] light:shadow-[0_24px_60px_-36px_var(--project-accent)] light:[--project-ink:var(--project-ink-light)] light:[--project-on-ink:#ffffff] motion-safe:focus-within:-translate-y-2 motion-safe:focus-within:shadow-[0_40px_90px_-36px_var(--project-accent)] motion-safe:hover:-translate-y-2 motion-safe:hover:shadow-[0_40px_90px_-36px_var(--project-accent)]"
    >
      {/* The accent glow: a soft light from the top corner, behind everything. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(120%_90%_at_100%_0%,color-mix(in_srgb,var(--project-accent)_18%,transparent),transparent_60%)] light:bg-[radial-gradient(120%_90%_at_100%_0%,color-mix(in_srgb,var(--project-accent)_12%,transparent),transparent_60%)]"
      />
      {/* On paper, text and cover side by side at every width: three cards to a sheet. */}
      <div className="grid gap-4 p-4 sm:gap-6 sm:p-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-8 lg:p-8 print:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] print:items-center print:gap-5 print:p-5">
        {/* The frame's width is set before the cover arrives (a lazy image has no size of its own until
            then): as wide as the column allows and the cover's height limit lets a 16:10 image be. */}
        <div className="relative mx-auto w-[min(100%,calc(max(4.5rem,calc(100svh-32rem))*1.6))] overflow-hidden rounded-2xl border border-line bg-page sm:w-[min(100%,calc(max(4.5rem,calc(100svh-35rem))*1.6))] lg:order-2 lg:w-full print:order-2 print:w-full">
          <img
            src={project.link}
            srcSet={project.coverSrcSet}
            sizes={COVER_SIZES}
            alt={project.coverAlt}
            width={COVER_SIZE.width}
            height={COVER_SIZE.height}
            loading={isFirst ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : 'auto'}
            decoding="async"
            className="block aspect-[16/10] h-auto w-full transition-[scale] duration-400 ease-out motion-safe:group-focus-within:scale-105 motion-safe:group-hover:scale-105"
          />
        </div>

        <div className="flex min-w-0 flex-col lg:order-1 print:order-1">
          <p className="self-start rounded-full border border-[color-mix(in_srgb,var(--project-accent)_40%,transparent)] bg-[color-mix(in_srgb,var(--project-accent)_12%,transparent)] px-3 py-1 text-xs font-semibold tracking-wider text-[var(--project-ink)] uppercase">
            {m.card_badge({ number: index + 1 })}
          </p>
          <Title
            id={titleId}
            className="mt-3 flex items-center gap-3 font-display text-2xl font-bold tracking-tight sm:text-3xl"
          >
            <span
              aria-hidden="true"
              data-accent-dot
              className="size-3 shrink-0 rounded-full bg-[var(--project-accent)] shadow-[0_0_0_4px_color-mix(in_srgb,var(--project-accent)_22%,transparent),0_0_16px_var(--project-accent)]"
            />
            <span className="bg-gradient-to-r from-ink to-[var(--project-ink)] bg-clip-text text-transparent">
              {project.title}
            </span>
          </Title>
          {/* Whole wherever the card has the room; on a short screen (under 48rem tall, below lg)
              three lines, so the card and its links stay on screen in the stack (spec 9). */}
          <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-muted sm:text-base lg:line-clamp-none [@media(min-height:48rem)]:line-clamp-none">
            {project.description}
          </p>
          <div className="mt-5 lg:mt-8 print:mt-4">
            <ProjectLinks project={project} />
            {project.caseStudyHref && (
              <p className="mt-4 text-sm">
                <a
                  href={project.caseStudyHref}
                  className="focus-ring rounded font-semibold text-[var(--project-ink)] underline underline-offset-4"
                >
                  {m.card_case_study({})}
                  <span className="sr-only">: {project.title}</span> →
                </a>
              </p>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
