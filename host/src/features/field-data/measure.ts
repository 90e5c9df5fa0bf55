/**
 * The page's field-data measuring (issue 31), loaded once the browser is idle after the page has
 * loaded (host/src/app/fieldData.ts), never before first paint: web-vitals' observers (buffered,
 * so the load's LCP, FCP and TTFB are still seen), and one beacon sent when the visitor leaves.
 * No cookie, no storage, no identifier: a beacon cannot be tied to another.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { BEACON_PATH, type VitalName } from '@portfolio/shared/fieldData/beacon';
import { recordedViews, restartRecord } from '@portfolio/shared/fieldData/pageRecord';
import { routePathOf, sitePath } from '../../utils/siteBase';
import { buildBeacon, deviceClass, engineFamily } from './utils/beaconBuild';

type Send = (url: string, body: string) => boolean;

/**
 * `currentEntry`: where the page loads a remote from now (the remotes feature knows; the app passes
 * it), for a section the visitor left before it settled.
 */
export function startMeasuring(
  currentEntry: (remote: string) => string | undefined = () => undefined,
  send: Send = (url, body) => navigator.sendBeacon(url, body),
): void {
  let vitals: Partial<Record<VitalName, number>> = {};
  let sent = false;
  // Every change is kept (a number each), so the value sent is the latest whichever event comes first.
  const note = (metric: Metric) => {
    vitals[metric.name] = metric.value;
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(note, { reportAllChanges: true });

  const agent = navigator as Navigator & { userAgentData?: { brands: { brand: string }[]; mobile: boolean } };
  const engine = engineFamily(navigator.userAgent, agent.userAgentData?.brands);
  const device = deviceClass(agent.userAgentData?.mobile, matchMedia('(hover: none) and (pointer: coarse)').matches);

  const leave = () => {
    if (sent) return;
    sent = true;
    const staleRemotes = new Set(
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="mf-fragment-stale"]')].map(
        (meta) => meta.content,
      ),
    );
    const firstHtmlReleases = Object.fromEntries(
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[name^="mf-release-"]')].map((meta) => [
        meta.name.slice('mf-release-'.length),
        meta.content,
      ]),
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
    // A string is sent as text/plain: a "simple" request, the same origin, no cookie needed or sent to a third party.
    if (beacon) send(sitePath(BEACON_PATH), JSON.stringify(beacon));
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
