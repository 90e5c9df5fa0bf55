import { REMOTE_MODULES } from '@portfolio/shared/federation/contract';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { Island } from '@portfolio/shared/ui/Island';
import { EducationSection } from '../features/education/components/EducationSection';
import { AboutSection } from '../features/home/components/AboutSection';
import { Hero } from '../features/home/components/Hero';
import { HomePage } from '../features/home/components/HomePage';
import { RemoteSection } from '../features/remotes/components/RemoteSection';
import { SINGLE_PAGE_MODE } from '../features/single-page/utils/singlePageMode';
import { StaticRemoteSection } from './RemoteRoute';
import { STATIC_SECTION } from './remoteRoutes';
import { useInLocale } from '../hooks/useInLocale';
import { ROUTES } from '@portfolio/shared/routes';
import { useMessages } from '../hooks/useMessages';

/** A remote's section stacked on the single page, labelled as its route. */
function StackedSection({ remote }: { remote: 'skills' | 'contact' }) {
  const { label } = useInLocale()(ROUTES.find((route) => route.path === `/${remote}`)!);
  return (
    <div id={remote} className="scroll-mt-24" data-testid={`single-page-${remote}`}>
      <RemoteSection id={REMOTE_MODULES[remote]} label={label} minHeight="60vh" props={{ variant: 'embedded' }} />
    </div>
  );
}

/** Single-page mode: the host's and remotes' sections stacked, the remotes 'embedded'; no Projects (spec 2). */
function SinglePage() {
  return (
    <>
      <Island name="hero" when={['idle', 'interaction']}>
        <Hero />
      </Island>
      <Island name="about" when={STATIC}>
        <AboutSection />
      </Island>
      <StackedSection remote="skills" />
      <Island name="education" when={['interaction']}>
        <EducationSection variant="embedded" />
      </Island>
      <StackedSection remote="contact" />
    </>
  );
}

/** `singlePage`: the build-time flag unless a test sets it. */
export function HomeRoute({ singlePage = SINGLE_PAGE_MODE }: { singlePage?: boolean }) {
  const m = useMessages();
  if (singlePage) return <SinglePage />;
  return (
    <>
      <HomePage />
      {/* remote-writing's server HTML, static: Home loads no remote code for it, on a first load or a hop. */}
      <Island name={`static-${STATIC_SECTION}`} when={STATIC}>
        <StaticRemoteSection id={STATIC_SECTION} label={m.latest_writing_label({})} props={{ variant: 'embedded' }} />
      </Island>
    </>
  );
}
