import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EducationPage } from '../features/education/components/EducationPage';
import { Header } from '../features/navigation/components/Header';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { usePageMeta } from '../hooks/usePageMeta';
import { RemoteSection } from '../features/remotes/components/RemoteSection';
import { HomeRoute } from './HomeRoute';
import { REMOTE_ROUTES } from './remoteRoutes';

export function App() {
  usePageMeta();
  // Marks the page interactive (hydrated or rendered); tests and tools wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only-focusable focus-ring fixed top-2 left-2 z-[60] rounded-full bg-surface-strong px-4 py-2 text-ink"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="/education" element={<EducationPage />} />
          {REMOTE_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<RemoteSection id={route.id} label={route.label} props={{ variant: 'page' }} />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </>
  );
}
