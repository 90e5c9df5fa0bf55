import type { SectionProps } from '@portfolio/shared/federation/contract';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { Island } from '@portfolio/shared/ui/Island';
import { supportsScrollTimeline } from '../features/projects/utils/scrollTimeline';
import { ProjectsSection } from '../features/projects/components/ProjectsSection';
import './projects.css';

/** The build's release label (VITE_RELEASE), so a deploy can tell which release it shows. */
const RELEASE = import.meta.env.VITE_RELEASE || undefined;

/** Exposed section: the six projects as a sticky, scroll-scaled stack of cards. */
export default function ProjectsStack({ variant = 'page', siteBase = '/', locale }: SectionProps) {
  return (
    <LocaleProvider locale={locale}>
      <div data-release={RELEASE}>
        {/* Where the browser runs the shrink as a scroll-driven CSS animation, the stack is static
          (links and hover are HTML and CSS): no React work on load. Elsewhere framer-motion's
          scroll-linked scaling starts when the browser is idle or at a first tap. */}
        <Island name="projects-stack" when={supportsScrollTimeline() ? STATIC : ['idle', 'interaction']}>
          <ProjectsSection headingLevel={variant === 'page' ? 'h1' : 'h2'} siteBase={siteBase} />
        </Island>
      </div>
    </LocaleProvider>
  );
}
