import { useState } from 'react';
import type { SectionProps } from '@portfolio/shared/federation/contract';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { useMessages } from '../../../hooks/useMessages';
import { useEducation } from '../hooks/useEducation';
import { EducationCard } from './EducationCard';
import './education.css';

/** 'Educational Journey': an h1 as its own page, an h2 when stacked in single-page mode. */
export function EducationSection({ variant = 'page' }: SectionProps) {
  const m = useMessages();
  const { subtitle, entries } = useEducation();
  // Spec 4: the hovered (or focused) card; only leaving that card clears it.
  const [hovered, setHovered] = useState<number | null>(null);
  return (
    <section
      id="education"
      aria-labelledby="education-title"
      className="mx-auto max-w-6xl scroll-mt-24 px-5 pt-32 pb-24 sm:px-8"
    >
      <SectionIntro
        label={m.education_label({})}
        heading={m.education_heading({})}
        headingLevel={variant === 'page' ? 'h1' : 'h2'}
        headingId="education-title"
        className="max-w-2xl"
      >
        {subtitle}
      </SectionIntro>
      <div className="mt-14 grid gap-8 md:grid-cols-2" data-testid="education-grid">
        {entries.map((entry, index) => (
          <EducationCard
            key={entry.degree}
            entry={entry}
            index={index}
            hovered={hovered === index}
            headingLevel={variant === 'page' ? 'h2' : 'h3'}
            onHover={(on) => setHovered((current) => (on ? index : current === index ? null : current))}
          />
        ))}
      </div>
    </section>
  );
}
