import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { whenIdle } from '@portfolio/shared/idle';
import { recordView } from '@portfolio/shared/fieldData/pageRecord';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { entryUrlOf } from '../features/remotes/runtime/remoteUrlPlugin';
import { documentNavigationOf, mayMeasure, pageMeasuringContext } from '../features/field-data/utils/consent';

/** The latest the measuring code waits for an idle moment once the page has loaded. */
const MEASURE_IDLE_TIMEOUT_MS = 5000;

/**
 * Field data (issue 31): notes each page view (the first one loaded the document; later ones are
 * client-side navigations, or back/forward steps), for the beacon the measuring code sends.
 */
export function useRecordPageViews(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return; // StrictMode's second run in development
    const first = lastKey.current === null;
    lastKey.current = location.key;
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    recordView(
      window.location.pathname,
      first ? documentNavigationOf(entry?.type) : navigationType === 'POP' ? 'back_forward' : 'client',
    );
  }, [location.key, navigationType]);
}

/**
 * Loads the measuring code once the page has loaded and the browser is idle, and only where the
 * server collects beacons and the visitor has not asked not to be tracked: otherwise nothing is
 * fetched, run or sent.
 */
export function scheduleFieldData(): void {
  if (!mayMeasure(pageMeasuringContext())) return;
  const start = () =>
    whenIdle(() => {
      import('../features/field-data/measure')
        .then(({ startMeasuring }) => startMeasuring((remote) => entryUrlOf(remote as RemoteName)))
        .catch(() => {
          // No measuring this time (the chunk failed to load): the page is unaffected.
        });
    }, MEASURE_IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
