import type { SectionProps } from '@portfolio/shared/federation/contract';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { EDUCATION, EDUCATION_SUBTITLE } from '../data/education';
import { useHoveredIndex } from '../hooks/useHoveredIndex';
import { EducationCard } from './EducationCard';
import './education.css';

/** 'Educational Journey': an h1 as its own page, an h2 when stacked in single-page mode. */
export function EducationSection({ variant = 'page' }: SectionProps) {
  const { hovered, enter, leave } = useHoveredIndex();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section
      id="education"
      aria-labelledby="education-title"
      className="mx-auto max-w-6xl scroll-mt-24 px-5 pt-32 pb-24 sm:px-8"
    >
      <SectionIntro
        label="Education"
        heading="Educational Journey"
        headingLevel={Heading}
        headingId="education-title"
        className="max-w-2xl"
      >
        {EDUCATION_SUBTITLE}
      </SectionIntro>
      <div className="mt-14 grid gap-8 md:grid-cols-2" data-testid="education-grid">
        {EDUCATION.map((entry, index) => (
          <EducationCard
            key={entry.degree}
            entry={entry}
            index={index}
            hovered={hovered === index}
            headingLevel={variant === 'page' ? 'h2' : 'h3'}
            onEnter={enter}
            onLeave={leave}
          />
        ))}
      </div>
    </section>
  );
}
