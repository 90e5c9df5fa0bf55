import type { SectionProps } from '@portfolio/shared/federation/contract';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { Island } from '@portfolio/shared/ui/Island';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { IconCloud } from '../features/icon-cloud/components/IconCloud';
import { CLOUD_SLUGS } from '@portfolio/shared/content/skills';
import { useSkillGroups } from '@portfolio/shared/hooks/useSkillGroups';
import { SkillCards } from '../features/skill-cards/components/SkillCards';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { useMessages } from '../hooks/useMessages';
import './skills.css';

export default function SkillsPage({ locale, ...props }: SectionProps) {
  return (
    <LocaleProvider locale={locale}>
      <SkillsSection {...props} />
    </LocaleProvider>
  );
}

function SkillsSection({ variant = 'page' }: SectionProps) {
  const m = useMessages();
  const groups = useSkillGroups();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="skills-heading"
      className={`relative mx-auto max-w-6xl px-5 pb-24 sm:px-8 ${variant === 'page' ? 'pt-32' : 'pt-28'}`}
    >
      <SectionIntro
        label={m.skills_label({})}
        heading={m.skills_heading({})}
        headingLevel={Heading}
        headingId="skills-heading"
        className="max-w-2xl"
      >
        {m.skills_intro({})}
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
          <SkillCards groups={groups} headingLevel={variant === 'page' ? 2 : 3} />
        </Island>
      </div>
    </section>
  );
}
