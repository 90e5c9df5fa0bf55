// Build-time server entry (host/build/prerender.ts): a remote section renders as its include point,
// which the server fills with the section's HTML, or its skeleton.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PAGE_SECTION_MIN_HEIGHT, SectionSkeleton } from '../features/remotes/components/SectionSkeleton';
import { REMOTE_MODULES, remoteOf, type RemoteName } from '@portfolio/shared/federation/contract';
import { SINGLE_PAGE_MODE } from '../features/single-page/utils/singlePageMode';
import { App } from './App';
import { LAZY_ROUTES } from './lazyRoutes';
import { PREFIX_ROUTES, REMOTE_ROUTES } from './remoteRoutes';
import { owner } from '@portfolio/shared/owner';
import { ROUTER_BASENAME, sitePath } from '../utils/siteBase';

/** renderToString waits for nothing, so the lazy routes' chunks are loaded first. */
export async function preloadLazyRoutes(): Promise<void> {
  await Promise.all(LAZY_ROUTES.map((route) => route.preload()));
}

export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={sitePath(url)} basename={ROUTER_BASENAME}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

/** A remote route's remote and its skeleton (the server's stub when the include fails); null for the host's routes. */
export function remoteSectionOf(url: string): { remote: RemoteName; skeleton: string } | null {
  // Home's "Latest writing" has no stub: a page without it shows none.
  if (url === '/' && !SINGLE_PAGE_MODE) return { remote: remoteOf(REMOTE_MODULES.writing), skeleton: '' };
  const route = REMOTE_ROUTES.find((candidate) => candidate.path === url);
  if (!route) return null;
  return {
    remote: remoteOf(route.id),
    skeleton: renderToString(<SectionSkeleton label={route.label} minHeight={PAGE_SECTION_MIN_HEIGHT} />),
  };
}

/** Each remote-owned prefix's shell: the App under it, with a skeleton and title for when the remote fails. */
export function prefixShells(): { remote: RemoteName; path: string; skeleton: string; title: string }[] {
  return PREFIX_ROUTES.map((prefix) => ({
    remote: prefix.remote,
    path: `${prefix.base}/_shell`,
    skeleton: renderToString(<SectionSkeleton label={prefix.label} minHeight={PAGE_SECTION_MIN_HEIGHT} />),
    title: `${prefix.label} · ${owner.name}`,
  }));
}
