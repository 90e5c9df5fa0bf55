import { whenIdle } from '@portfolio/shared/idle';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import { recordDocumentView } from '@portfolio/shared/fieldData/pageRecord';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { entryUrlOf } from '../features/remotes/runtime/remoteUrlPlugin';
import { documentNavigationOf, mayMeasure, pageMeasuringContext } from '../features/field-data/utils/consent';

/** Noted once (a reload, back/forward or a navigation). */
export function recordThisDocumentView(): void {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  recordDocumentView(window.location.pathname, documentNavigationOf(entry?.type));
}

let scheduled = false;

/** Loads the measuring code once loaded and idle, where allowed (mayMeasure); once per document. */
export function scheduleFieldData(): void {
  if (scheduled || !mayMeasure(pageMeasuringContext())) return;
  scheduled = true;
  const start = () =>
    whenIdle(() => {
      import('../features/field-data/measure')
        .then(({ startMeasuring }) => startMeasuring((remote) => entryUrlOf(remote as RemoteName)))
        .catch(() => {
          // No measuring this time; the page is unaffected.
        });
    }, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
