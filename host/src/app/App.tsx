import { ThemeToggle } from '../features/theme/components/ThemeToggle';
import { LanguageOffer } from '../features/language/components/LanguageOffer';
import { LanguageSwitch } from '../features/language/components/LanguageSwitch';
import { Suspense, useEffect } from 'react';
import { ON_INTERACTION, STATIC } from '@portfolio/shared/hydration/schedule';
import { Island } from '@portfolio/shared/ui/Island';
import { Route, Routes } from 'react-router-dom';
import { MESSAGE_SENT_PATH } from '@portfolio/shared/contactResult';
import { RESUME_PATH } from '@portfolio/shared/resume';
import { MessageSentPage } from '../features/contact-result/components/MessageSentPage';
import { EducationPage } from '../features/education/components/EducationPage';
import { SiteFooter } from '../features/footer/components/SiteFooter';
import { Header } from '../features/navigation/components/Header';
import { SkipLink } from '../features/navigation/components/SkipLink';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { usePageMeta } from '../hooks/usePageMeta';
import { useRouteFocus } from './hop/useRouteFocus';
import { useScrollOnHop } from './hop/useScrollOnHop';
import { useRecordPageViews } from './fieldData';
import { HomeRoute } from './HomeRoute';
import { LazyResumeRoute } from './lazyRoutes';
import { RemoteRoute } from './RemoteRoute';
import { PrefixRoute } from './PrefixRoute';
import { PREFIX_ROUTES, REMOTE_ROUTES } from './remoteRoutes';
import { useInLocale } from '../hooks/useInLocale';

export function App() {
  const inLocale = useInLocale();
  usePageMeta();
  useScrollOnHop();
  useRouteFocus();
  useRecordPageViews();
  // Marks the page as the app's: from here a header click is a hop, before it the browser's page load.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      <SkipLink />
      {/* Its server HTML works alone: links navigate, the menu is a platform popover. */}
      <Island name="header" when={ON_INTERACTION}>
        <Header
          actions={
            // Static: /theme-init.js handles its taps (ThemeToggle.tsx).
            <>
              <LanguageSwitch />
              <Island name="theme-toggle" when={STATIC}>
                <ThemeToggle />
              </Island>
            </>
          }
        />
      </Island>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* Already mounted, so a suspending hop keeps the page shown. */}
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<HomeRoute />} />
            <Route path="/education" element={<EducationPage />} />
            {REMOTE_ROUTES.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <RemoteRoute key={route.id} id={route.id} label={inLocale(route).label} props={{ variant: 'page' }} />
                }
              />
            ))}
            {PREFIX_ROUTES.map((prefix) => (
              <Route
                key={prefix.path}
                path={prefix.path}
                element={<PrefixRoute id={prefix.id} label={inLocale(prefix).label} remote={prefix.remote} />}
              />
            ))}
            <Route path={MESSAGE_SENT_PATH} element={<MessageSentPage />} />
            <Route
              path={RESUME_PATH}
              element={
                // Links only: static, so a first load fetches neither its chunk nor its words.
                <Island name="resume" when={STATIC}>
                  <LazyResumeRoute />
                </Island>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </main>
      {/* Server HTML only, never hydrated. */}
      <Island name="footer" when={STATIC}>
        <SiteFooter />
      </Island>
      <Suspense fallback={null}>
        <LanguageOffer />
      </Suspense>
    </>
  );
}
