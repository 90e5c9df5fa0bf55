import { createContext, useContext } from 'react';
import { documentLocale } from '@portfolio/shared/i18n/locale';
import { ownSectionTimeLeft } from '../../features/remotes/runtime/serverSections';
import { settledWithin } from '../../utils/boundedWait';
import { pagePathIn } from '../../utils/siteBase';
import { HEADER_PATHS, HOST_PAGE_PATHS, REMOTE_ROUTES, STATIC_REMOTE } from '../remoteRoutes';
import { createWarmer, saveData, warmOrder } from './warmer';
import { createWarmCache } from './warmCache';

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * The page's warm-up, created once at boot (main.tsx): its cache, and what fills it ahead of a hop. Every
 * route asks it; presses and intents on links reach its warmer (warmOnLinkPresses).
 */
export function createWarmUp() {
  const cache = createWarmCache();
  /** Settles once the page's own section's code has arrived, failed or is given up (afterOwnSection). */
  let ownSection: Promise<void> = Promise.resolve();
  /** After the load event and the page's own section's code: never on a page's critical path. */
  const afterLoad = (callback: () => void) => void Promise.all([pageLoaded(), ownSection]).then(callback);
  const warmer = createWarmer(cache, afterLoad);
  return {
    cache,
    warmer,
    /**
     * The page's own section is loading (`load`): the warm-up waits until it arrives, fails or is given up at
     * the section's bound, as its code is a chain of imports each asked for after the one before, which the
     * warm-up's fetches would queue behind (Firefox sends a low-priority fetch as soon as it is made).
     */
    afterOwnSection(load: Promise<unknown>): void {
      ownSection = settledWithin([load], ownSectionTimeLeft());
    },
    /**
     * Once loaded, what a hop from `current` draws: each other remote route's section, nearest header entry
     * first, and Home's static section; once idle, the host's own pages' HTML (not in the single-bundle build).
     */
    ahead(current: string): void {
      const routes = REMOTE_ROUTES.map((route) => route.path);
      warmer.idle(warmOrder(current, HEADER_PATHS, routes), [STATIC_REMOTE]);
      if (saveData() || import.meta.env.SINGLE_BUNDLE) return;
      // This page's own islands from its server HTML, read before it hydrates; the other host pages fetched.
      if (HOST_PAGE_PATHS.includes(current)) cache.rememberIslandsOf(document);
      const otherHostPages = HOST_PAGE_PATHS.filter((path) => path !== current);
      warmer.afterLoadWhenIdle(() => {
        // Its own chunk: no page's first load carries it.
        import('./warmHostPages')
          .then(({ warmHostPages }) =>
            warmHostPages(
              cache,
              otherHostPages.map((path) => pagePathIn(path, documentLocale())),
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
