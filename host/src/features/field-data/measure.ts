/**
 * The page's field data: web-vitals' buffered observers, and one beacon sent when the visitor leaves.
 * No cookie, no storage, no identifier (decision 0016).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { BEACON_PATH, type VitalName } from '@portfolio/shared/fieldData/beacon';
import { recordedViews, restartRecord } from '@portfolio/shared/fieldData/pageRecord';
import { routePathOf, sitePath } from '../../utils/siteBase';
import { buildBeacon, deviceClass, engineFamily } from './utils/beaconBuild';

/** `currentEntry`: where the page loads a remote from now, for a section left before it settled. */
export function startMeasuring(currentEntry: (remote: string) => string | undefined): void {
  let vitals: Partial<Record<VitalName, number>> = {};
  let sent = false;
  // Every change is kept, so the value sent is the latest whichever leaving event comes first.
  const note = (metric: Metric) => {
    vitals[metric.name] = metric.value;
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(note, { reportAllChanges: true });

  const agent = navigator as Navigator & { userAgentData?: { brands: { brand: string }[]; mobile: boolean } };
  const engine = engineFamily(navigator.userAgent, agent.userAgentData?.brands);
  const device = deviceClass(agent.userAgentData?.mobile, matchMedia('(hover: none) and (pointer: coarse)').matches);

  const metas = (selector: string) => [...document.head.querySelectorAll<HTMLMetaElement>(selector)];
  const leave = () => {
    if (sent) return;
    sent = true;
    const staleRemotes = new Set(metas('meta[name="mf-fragment-stale"]').map((meta) => meta.content));
    const firstHtmlReleases = Object.fromEntries(
      metas('meta[name^="mf-release-"]').map((meta) => [meta.name.slice('mf-release-'.length), meta.content]),
    );
    const beacon = buildBeacon({
      views: recordedViews(),
      vitals,
      engine,
      device,
      routePathOf,
      staleRemotes,
      firstHtmlReleases,
      currentEntry,
    });
    // A string is sent as text/plain: a CORS-simple request, with no preflight.
    if (beacon) navigator.sendBeacon(sitePath(BEACON_PATH), JSON.stringify(beacon));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.addEventListener('pagehide', leave);
  // Back from the back/forward cache: a new beacon for the life that starts now.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    restartRecord(window.location.pathname);
    vitals = {};
    sent = false;
  });
}
