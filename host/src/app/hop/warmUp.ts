import { remoteOf, type RemoteName } from '@portfolio/shared/federation/contract';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import { whenIdle } from '@portfolio/shared/idle';
import { ROUTES } from '@portfolio/shared/routes';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { fetchRemoteCode, fetchStaticSection } from '../../features/remotes/runtime/prefetch';
import { loadRemoteModule } from '../../features/remotes/runtime/loadRemoteModule';
import { entryUrlOf } from '../../features/remotes/runtime/remoteUrlPlugin';
import { sectionMarkupPending, showableSection } from '../../features/remotes/runtime/sectionMarkup';
import { createPrefetcher } from '../../features/remotes/utils/prefetchDecision';
import { pagePathIn } from '../../utils/siteBase';
import { documentLocale } from '@portfolio/shared/i18n/locale';
import { isPrefixSection, REMOTE_ROUTES, routeSectionOf, STATIC_SECTIONS } from '../remoteRoutes';
import { createWarmUpStart } from './warmUpStart';

interface NetworkInformation {
  saveData?: boolean;
}

const warmUpStart = createWarmUpStart(
  () =>
    new Promise((resolve) => {
      if (document.readyState === 'complete') resolve();
      else window.addEventListener('load', () => resolve(), { once: true });
    }),
);

/** The page's own section is loading (`load`): the warm-up waits for its code (warmUpStart.ts). */
export function warmUpAfterOwnSection(load: Promise<unknown>): void {
  warmUpStart.waitFor(load);
}

/** After the load event and the page's own section's code: never on a page's critical path. */
function afterLoad(callback: () => void): void {
  warmUpStart.then(callback);
}

/** The warm-up's main-thread work (module evaluations, pages parsed) is idle work, on idle work's bound. */
function afterLoadWhenIdle(callback: () => void): void {
  afterLoad(() => whenIdle(callback, IDLE_TIMEOUT_MS));
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
}

/** The remote whose section a route shows on a hop; none for a prefix's page, a composed document (decision 0029). */
export function routeRemoteOf(path: string): RemoteName | null {
  const section = routeSectionOf(normaliseRoutePath(path));
  return section && !isPrefixSection(section.id) ? remoteOf(section.id) : null;
}

/** Presses and intents on links reach it (warmOnPress.ts); every route asks it for the idle warm-up. */
export const remotePrefetcher = createPrefetcher({
  remoteOf: routeRemoteOf,
  fetchRemote: fetchRemoteCode,
  evaluate: (remote) => {
    const route = REMOTE_ROUTES.find((candidate) => remoteOf(candidate.id) === remote);
    return route ? loadRemoteModule(route.id, 0) : Promise.resolve();
  },
  saveData,
  whenIdle: afterLoadWhenIdle,
  afterLoad,
  needsCodeToShow: (remote) => showableSection(remote, entryUrlOf(remote)) === null,
  sectionSettled: (remote) => sectionMarkupPending(remote) ?? Promise.resolve(),
});

/** The header routes a remote shows (decision 0023); a prefix's pages are documents (decision 0029). */
export const IDLE_WARM_PATHS = ROUTES.filter((route) => route.remote !== undefined).map((route) => route.path);

/**
 * Once loaded, the static sections' HTML and CSS (none of their code), so a hop to Home shows them:
 * network work, with no wait for idle.
 */
export function warmStaticSections(): void {
  if (saveData()) return;
  afterLoad(() => {
    for (const section of STATIC_SECTIONS)
      fetchStaticSection(remoteOf(section.id), 'low').catch(() => {
        // Nothing warmed: a hop to Home renders the section with its code.
      });
  });
}

export const HOST_PAGE_PATHS = ROUTES.filter((route) => route.remote === undefined).map((route) => route.path);

/** Once loaded and idle, the host's own pages' HTML for hops (decision 0032); not in the single-bundle bench build. */
export function warmHostPagesWhenIdle(): void {
  if (saveData() || import.meta.env.SINGLE_BUNDLE) return;
  afterLoadWhenIdle(() => {
    // Its own chunk: no page's first load carries it.
    import('../../features/islands/runtime/hostPageWarmup')
      .then(({ warmHostPages }) =>
        warmHostPages(
          HOST_PAGE_PATHS.map((path) => pagePathIn(path, documentLocale())),
          'low',
        ),
      )
      .catch(() => {
        // Nothing warmed: a hop to a host page renders it with React.
      });
  });
}
