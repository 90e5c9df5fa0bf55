import { whenIdle } from '@portfolio/shared/idle';
import { recordDocumentView } from '@portfolio/shared/fieldData/pageRecord';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { entryUrlOf } from '../features/remotes/runtime/remoteUrlPlugin';
import { documentNavigationOf, mayMeasure, pageMeasuringContext } from '../features/field-data/utils/consent';

/** The latest the measuring code waits for an idle moment once the page has loaded. */
const MEASURE_IDLE_TIMEOUT_MS = 5000;

/** The view the document was loaded as (a reload, back/forward, or a navigation), noted once. */
export function recordThisDocumentView(): void {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  recordDocumentView(window.location.pathname, documentNavigationOf(entry?.type));
}

let scheduled = false;

/**
 * Loads the measuring code once the page has loaded and the browser is idle, and only where the
 * server collects beacons and the visitor has not asked not to be tracked: otherwise nothing is
 * fetched, run or sent. Once per document: a document page asks first (documentPage.ts), the app
 * again if it loads.
 */
export function scheduleFieldData(): void {
  if (scheduled || !mayMeasure(pageMeasuringContext())) return;
  scheduled = true;
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
