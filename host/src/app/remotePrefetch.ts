import { remoteOf } from '@portfolio/shared/federation/contract';
import { whenIdle } from '@portfolio/shared/idle';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { fetchRemoteCode } from '../features/remotes/runtime/prefetch';
import { loadRemoteModule } from '../features/remotes/runtime/loadRemoteModule';
import { createPrefetcher } from '../features/remotes/utils/prefetchDecision';
import { PREFIX_ROUTES, REMOTE_ROUTES, routeSectionOf } from './remoteRoutes';

interface NetworkInformation {
  saveData?: boolean;
}

/** After the load event, when the browser has nothing else to do: never on `/`'s critical path. */
function afterLoadWhenIdle(callback: () => void): void {
  const schedule = () => whenIdle(callback);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** The page's prefetcher: the page's presses and intents on links reach it (remoteWarmup.ts), every route asks for the idle warm-up. */
export const remotePrefetcher = createPrefetcher({
  remoteOf: (path) => {
    const section = routeSectionOf(normaliseRoutePath(path));
    return section ? remoteOf(section.id) : null;
  },
  fetchRemote: fetchRemoteCode,
  evaluate: (remote) => {
    // A remote with a header route warms that route's section; one that only owns a prefix, its page module.
    const route =
      REMOTE_ROUTES.find((candidate) => remoteOf(candidate.id) === remote) ??
      PREFIX_ROUTES.find((candidate) => candidate.remote === remote);
    return route ? loadRemoteModule(route.id, 0) : Promise.resolve();
  },
  saveData: () => (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true,
  whenIdle: afterLoadWhenIdle,
});

export const REMOTE_PATHS = REMOTE_ROUTES.map((route) => route.path);
