import type { SkillsPageProps } from '@portfolio/shared/federation/contract';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { Island } from '@portfolio/shared/ui/Island';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { IconCloud } from '../features/icon-cloud/components/IconCloud';
import { CLOUD_SLUGS, SKILL_GROUPS } from '@portfolio/shared/content/skills';
import { SkillCards } from '../features/skill-cards/components/SkillCards';
import './skills.css';

export default function SkillsPage({ variant = 'page' }: SkillsPageProps) {
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="skills-heading"
      className={`relative mx-auto max-w-6xl px-5 pb-24 sm:px-8 ${variant === 'page' ? 'pt-32' : 'pt-28'}`}
    >
      <SectionIntro
        label="Tech stack"
        heading="Skills"
        headingLevel={Heading}
        headingId="skills-heading"
        className="max-w-2xl"
      >
        The languages, frameworks and tools I build with. Hover an icon for its name, or click it to bring it to the
        front.
      </SectionIntro>

      <div className="mt-8 sm:mt-10">
        {/* The cloud starts when it scrolls into view or is reached for. */}
        <Island name="skills-icon-cloud" when={['visible', 'interaction']}>
          <IconCloud slugs={CLOUD_SLUGS} />
        </Island>
      </div>

      <div className="mt-10 sm:mt-14">
        {/* Static: the server HTML is the finished cards. */}
        <Island name="skills-cards" when={STATIC}>
          <SkillCards groups={SKILL_GROUPS} headingLevel={variant === 'page' ? 2 : 3} />
        </Island>
      </div>
    </section>
  );
}
