import { useId } from 'react';
import type { EducationEntry } from '@portfolio/shared/types/entities';
import { useMessages } from '../../../hooks/useMessages';
import { MASCOT_GRAPHICS } from '../utils/mascotGraphics';
import { displayYears } from '../../../utils/yearRange';

interface Props {
  entry: EducationEntry;
  index: number;
  hovered: boolean;
  headingLevel: 'h2' | 'h3';
  onHover: (hovered: boolean) => void;
}

export function EducationCard({ entry, index, hovered, headingLevel: Heading, onHover }: Props) {
  const m = useMessages();
  const id = useId();
  return (
    <article
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the card's hover state (teal border, scale) is its one interaction; focus gives keyboard users the same, and the card is named by its title
      tabIndex={0}
      aria-labelledby={`${id}-title`}
      data-hovered={hovered}
      data-testid="education-card"
      onPointerEnter={() => onHover(true)}
      onPointerLeave={() => onHover(false)}
      onFocus={() => onHover(true)}
      onBlur={() => onHover(false)}
      // Spec 9's stagger, in education.css by data-order.
      data-order={index}
      className="education-card card focus-ring relative flex flex-col p-7 focus-within:scale-[1.02] focus-within:border-accent data-[hovered=true]:scale-[1.02] data-[hovered=true]:border-accent data-[hovered=true]:shadow-[0_24px_60px_-20px_var(--pf-glow)] sm:p-8 md:last:odd:col-span-2"
    >
      <div className="flex items-start justify-between gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-2xl border border-line bg-gradient-to-br from-accent/20 to-accent-2/20"
          data-testid="education-mascot"
          data-emoji={entry.mascot}
        >
          {/* A bundled graphic needs no system emoji font; the dark theme's light rim keeps the black mortarboard visible. */}
          <img
            src={MASCOT_GRAPHICS[entry.mascot]}
            alt=""
            width={32}
            height={32}
            className="size-8 dark:[filter:drop-shadow(0_0_1px_rgb(255_255_255/0.9))_drop-shadow(0_0_6px_rgb(255_255_255/0.35))]"
          />
        </span>
        <span className="rounded-full border border-accent/30 bg-accent/10 px-3 py-1 font-mono text-sm font-semibold text-accent-ink">
          {displayYears(entry.year)}
        </span>
      </div>
      <Heading id={`${id}-title`} className="mt-6 font-display text-xl leading-snug font-semibold text-ink sm:text-2xl">
        {entry.degree}
      </Heading>
      <p className="mt-1.5 font-medium text-accent-ink">{entry.school}</p>
      <p className="mt-4 leading-relaxed text-ink-muted">{entry.description}</p>

      <p id={`${id}-achievements`} className="mt-6 text-xs font-semibold tracking-[0.16em] text-ink uppercase">
        {m.education_achievements({})}
      </p>
      <ul aria-labelledby={`${id}-achievements`} className="mt-3 space-y-2">
        {entry.achievements.map((achievement) => (
          <li key={achievement} className="flex items-start gap-2.5 text-ink-muted">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-accent"
              fill="currentColor"
            >
              <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3-4.2 4.2a1 1 0 0 1-1.4 0l-1.8-1.8a1 1 0 1 1 1.4-1.4l1.1 1.1 3.5-3.5a1 1 0 0 1 1.4 1.4z" />
            </svg>
            <span>{achievement}</span>
          </li>
        ))}
      </ul>

      <p id={`${id}-skills`} className="mt-6 text-xs font-semibold tracking-[0.16em] text-ink uppercase">
        {m.education_skills({})}
      </p>
      <ul aria-labelledby={`${id}-skills`} className="mt-3 flex flex-wrap gap-2">
        {entry.skills.map((skill) => (
          <li key={skill} className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink">
            {skill}
          </li>
        ))}
      </ul>
    </article>
  );
}
