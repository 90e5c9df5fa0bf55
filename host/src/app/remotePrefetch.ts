import { remoteOf, type RemoteName } from '@portfolio/shared/federation/contract';
import { whenIdle } from '@portfolio/shared/idle';
import { ROUTES } from '@portfolio/shared/routes';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { fetchRemoteCode, fetchStaticSection, PREFETCH_TIMEOUT_MS } from '../features/remotes/runtime/prefetch';
import { loadRemoteModule } from '../features/remotes/runtime/loadRemoteModule';
import { entryUrlOf } from '../features/remotes/runtime/remoteUrlPlugin';
import { sectionMarkupPending, showableSection } from '../features/remotes/runtime/sectionMarkup';
import { createPrefetcher } from '../features/remotes/utils/prefetchDecision';
import { sitePath } from '../utils/siteBase';
import { isPrefixSection, REMOTE_ROUTES, routeSectionOf, STATIC_SECTIONS } from './remoteRoutes';
import { createWarmUpStart } from './warmUpStart';

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * How long a warm-up step may wait for an idle period. A page whose animations or hydration leave no
 * idle time (the hero at 2.6x CPU: the first idle callback came 0.7-1.3 s after load) would otherwise
 * warm nothing before a click a second after load; a module's evaluation runs in short tasks.
 */
export const WARM_WITHIN_MS = 300;

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

/** After the load event, when the browser has nothing else to do, or `WARM_WITHIN_MS` later. */
function afterLoadWhenIdle(callback: () => void): void {
  afterLoad(() => whenIdle(callback, WARM_WITHIN_MS));
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;
}

/**
 * The remote whose section a route shows, as a client-side render shows it. A link to a prefix's page
 * loads that page from the server, composed (a document: decision 0029): none.
 */
export function routeRemoteOf(path: string): RemoteName | null {
  const section = routeSectionOf(normaliseRoutePath(path));
  return section && !isPrefixSection(section.id) ? remoteOf(section.id) : null;
}

/** The page's prefetcher: the page's presses and intents on links reach it (remoteWarmup.ts), every route asks for the idle warm-up. */
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

/**
 * The paths the idle warm-up warms on every page: the header routes a remote shows (apps.json
 * `routes` with a `remote`), the hops a visitor makes from the header (docs/decisions/0023). A remote
 * that owns only a path prefix (remote-writing's /writing/*) is not among them: its pages are
 * documents the server composes (decision 0029), reached by plain links.
 */
export const IDLE_WARM_PATHS = ROUTES.filter((route) => route.remote !== undefined).map((route) => route.path);

/**
 * Once loaded and idle, on every page, the static sections' HTML and CSS (Home's "Latest writing"),
 * none of their code: a hop to Home then shows them as the server's page does. Never under Save-Data.
 */
export function warmStaticSections(): void {
  if (saveData()) return;
  afterLoadWhenIdle(() => {
    for (const section of STATIC_SECTIONS)
      fetchStaticSection(remoteOf(section.id), 'low').catch(() => {
        // Nothing warmed: a hop to Home renders the section with its code, skeleton and Retry.
      });
  });
}

/** The host's own routes (apps.json routes without a remote): Home and Education. */
export const HOST_PAGE_PATHS = ROUTES.filter((route) => route.remote === undefined).map((route) => route.path);

/**
 * Once loaded and idle, on every page, the host's own pages as the server renders them: a hop to one
 * then shows its islands from that HTML and hydrates them after (decision 0032), as a hop to a remote
 * route shows its section. Never under Save-Data; not in the benches' single-bundle build, which
 * stands for a classic single-page app (every hop rendered by React).
 */
export function warmHostPagesWhenIdle(): void {
  if (saveData() || import.meta.env.SINGLE_BUNDLE) return;
  afterLoadWhenIdle(() => {
    // A chunk of its own, fetched then: no page's first load carries it.
    import('../features/islands/runtime/hostPageWarmup')
      .then(({ warmHostPages }) =>
        warmHostPages(
          HOST_PAGE_PATHS.map((path) => sitePath(path)),
          { priority: 'low', timeoutMs: PREFETCH_TIMEOUT_MS },
        ),
      )
      .catch(() => {
        // Nothing warmed: a hop to a host page renders it with React.
      });
  });
}
