import { createContext, useContext } from 'react';
import { remoteOf, type RemoteName } from '@portfolio/shared/federation/contract';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import { whenIdle } from '@portfolio/shared/idle';
import { ROUTES } from '@portfolio/shared/routes';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { documentLocale } from '@portfolio/shared/i18n/locale';
import { loadRemoteModule } from '../../features/remotes/runtime/loadRemoteModule';
import { entryUrlOf } from '../../features/remotes/runtime/remoteUrlPlugin';
import { pagePathIn } from '../../utils/siteBase';
import { isPrefixSection, REMOTE_ROUTES, routeSectionOf, STATIC_SECTIONS } from '../remoteRoutes';
import { fetchRemoteCode, fetchSectionView } from './fetchAhead';
import { createWarmer } from './warmer';
import { createWarmCache } from './warmCache';
import { sectionMarkupPending, showableSection } from './warmedSections';
import { createWarmUpStart } from './warmUpStart';

interface NetworkInformation {
  saveData?: boolean;
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
}

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** The remote whose section a route shows on a hop; none for a prefix's page, a composed document (decision 0029). */
export function routeRemoteOf(path: string): RemoteName | null {
  const section = routeSectionOf(normaliseRoutePath(path));
  return section && !isPrefixSection(section.id) ? remoteOf(section.id) : null;
}

/** The header routes a remote shows (decision 0023); a prefix's pages are documents (decision 0029). */
export const IDLE_WARM_PATHS = ROUTES.filter((route) => route.remote !== undefined).map((route) => route.path);

export const HOST_PAGE_PATHS = ROUTES.filter((route) => route.remote === undefined).map((route) => route.path);

/**
 * The page's warm-up, created once at boot (main.tsx): its cache, and what fills it ahead of a hop. Every
 * route asks it; presses and intents on links reach its warmer (warmOnPress.ts).
 */
export function createWarmUp() {
  const cache = createWarmCache();
  const start = createWarmUpStart(pageLoaded);
  /** After the load event and the page's own section's code: never on a page's critical path. */
  const afterLoad = (callback: () => void) => start.then(callback);
  /** The warm-up's main-thread work (module evaluations, pages parsed) is idle work, on idle work's bound. */
  const afterLoadWhenIdle = (callback: () => void) => afterLoad(() => whenIdle(callback, IDLE_TIMEOUT_MS));

  const warmer = createWarmer({
    remoteOf: routeRemoteOf,
    fetchRemote: (remote, priority) => fetchRemoteCode(cache, remote, priority),
    fetchView: (remote, priority) => fetchSectionView(cache, remote, priority),
    evaluate: (remote) => {
      const route = REMOTE_ROUTES.find((candidate) => remoteOf(candidate.id) === remote);
      return route ? loadRemoteModule(route.id, 0) : Promise.resolve();
    },
    saveData,
    whenIdle: afterLoadWhenIdle,
    afterLoad,
    needsCodeToShow: (remote) => showableSection(cache, remote, entryUrlOf(remote)) === null,
    sectionSettled: (remote) => sectionMarkupPending(cache, remote) ?? Promise.resolve(),
  });

  return {
    cache,
    warmer,
    /** The page's own section is loading (`load`): the warm-up waits for its code (warmUpStart.ts). */
    afterOwnSection(load: Promise<unknown>): void {
      start.waitFor(load);
    },
    /**
     * Once loaded, the static sections' HTML and CSS (none of their code), so a hop to Home shows them:
     * network work, with no wait for idle.
     */
    staticSections(): void {
      if (saveData()) return;
      afterLoad(() => {
        for (const section of STATIC_SECTIONS)
          fetchSectionView(cache, remoteOf(section.id), 'low').catch(() => {
            // Nothing warmed: a hop to Home renders the section with its code.
          });
      });
    },
    /** Once loaded and idle, the host's own pages' HTML for hops (decision 0032); not in the single-bundle bench build. */
    hostPagesWhenIdle(): void {
      if (saveData() || import.meta.env.SINGLE_BUNDLE) return;
      afterLoadWhenIdle(() => {
        // Its own chunk: no page's first load carries it.
        import('./warmHostPages')
          .then(({ warmHostPages }) =>
            warmHostPages(
              cache,
              HOST_PAGE_PATHS.map((path) => pagePathIn(path, documentLocale())),
              'low',
            ),
          )
          .catch(() => {
            // Nothing warmed: a hop to a host page renders it with React.
          });
      });
    },
  };
}

export type WarmUp = ReturnType<typeof createWarmUp>;

export const WarmUpContext = createContext<WarmUp | null>(null);

/** The page's warm-up, which main.tsx provides. */
export function useWarmUp(): WarmUp {
  const warmUp = useContext(WarmUpContext);
  if (!warmUp) throw new Error('No warm-up: main.tsx provides one per page');
  return warmUp;
}
