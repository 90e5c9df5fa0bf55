// Build-time server entry (host/build/prerender.ts): a remote section renders as its include point,
// which the server fills with the section's HTML, or its skeleton.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PAGE_SECTION_MIN_HEIGHT, SectionSkeleton } from '../src/features/remotes/components/SectionSkeleton';
import { REMOTE_MODULES, remoteOf, type RemoteName } from '@portfolio/shared/federation/contract';
import { SINGLE_PAGE_MODE } from '../src/features/single-page/utils/singlePageMode';
import { App } from '../src/app/App';
import { LazyResumeRoute } from '../src/app/lazyRoutes';
import { PREFIX_ROUTES, REMOTE_ROUTES } from '../src/app/remoteRoutes';
import { owner } from '@portfolio/shared/owner';
import { routerBasenameFor, sitePath } from '../src/utils/siteBase';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { LOCALES, splitLocale, type Locale } from '@portfolio/shared/i18n/locale';
import { loadHostWords } from './hostWords';
import { inLocale } from '@portfolio/shared/routes';

/** renderToString waits for nothing, so the lazy routes' chunks and every language's words are loaded first. */
export async function preloadForRender(): Promise<void> {
  await Promise.all([LazyResumeRoute.preload(), ...LOCALES.map(loadHostWords)]);
}

/** A page at its site path in any language (`/de/skills`). */
export function render(url: string): string {
  const { locale } = splitLocale(url);
  return renderToString(
    <StrictMode>
      <LocaleProvider locale={locale}>
        <StaticRouter location={sitePath(url)} basename={routerBasenameFor(locale)}>
          <App />
        </StaticRouter>
      </LocaleProvider>
    </StrictMode>,
  );
}

/** A section's skeleton in a language, labelled as its header entry: the server's stub when the include fails. */
function skeletonOf(route: { label: string }, locale: Locale): string {
  return renderToString(
    <LocaleProvider locale={locale}>
      <SectionSkeleton label={inLocale(route, locale).label} minHeight={PAGE_SECTION_MIN_HEIGHT} />
    </LocaleProvider>,
  );
}

/** A remote route's remote and its skeleton; null for the host's routes. */
export function remoteSectionOf(url: string, locale: Locale): { remote: RemoteName; skeleton: string } | null {
  // Home's "Latest writing" has no stub: a page without it shows none.
  if (url === '/' && !SINGLE_PAGE_MODE) return { remote: remoteOf(REMOTE_MODULES.writing), skeleton: '' };
  const route = REMOTE_ROUTES.find((candidate) => candidate.path === url);
  return route ? { remote: remoteOf(route.id), skeleton: skeletonOf(route, locale) } : null;
}

/** Each remote-owned prefix's shell: the App under it, with a skeleton and title for when the remote fails. */
export function prefixShells(locale: Locale): { remote: RemoteName; path: string; skeleton: string; title: string }[] {
  return PREFIX_ROUTES.map((prefix) => ({
    remote: prefix.remote,
    path: `${prefix.base}/_shell`,
    skeleton: skeletonOf(prefix, locale),
    title: `${inLocale(prefix, locale).label} · ${owner.name}`,
  }));
}
