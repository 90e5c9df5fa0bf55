import type { SkillsPageProps } from '@portfolio/shared/federation/contract';
import { IconCloud } from '../features/icon-cloud/components/IconCloud';
import { CLOUD_SLUGS } from '../features/icon-cloud/data/cloudSlugs';
import { SkillCards } from '../features/skill-cards/components/SkillCards';
import { SKILL_GROUPS } from '../features/skill-cards/data/skillGroups';
import './skills.css';

export default function SkillsPage({ variant = 'page' }: SkillsPageProps) {
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="skills-heading"
      className={`relative mx-auto max-w-6xl px-4 pb-24 sm:px-6 ${variant === 'page' ? 'pt-32' : 'pt-28'}`}
    >
      <header className="mx-auto max-w-2xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1 text-sm font-medium text-accent-ink">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          Tech stack
        </p>
        <Heading
          id="skills-heading"
          className="text-gradient mt-5 font-display text-4xl font-bold tracking-tight sm:text-5xl"
        >
          Skills
        </Heading>
        <p className="mt-4 text-lg text-ink-muted">
          The languages, frameworks and tools I build with. Hover an icon for its name, or click it to bring it to the
          front.
        </p>
      </header>

      <div className="mt-8 sm:mt-10">
        <IconCloud slugs={CLOUD_SLUGS} />
      </div>

      <div className="mt-10 sm:mt-14">
        <SkillCards groups={SKILL_GROUPS} headingLevel={variant === 'page' ? 2 : 3} />
      </div>
    </section>
  );
}
