import {
  BEACON_ROUTES,
  BEACON_VERSION,
  MAX_VIEWS,
  NOT_FOUND_ROUTE,
  ROUTE_REMOTES,
  VITAL_RANGES,
  beaconProblem,
  releaseIdOf,
  type Beacon,
  type BeaconSection,
  type DeviceClass,
  type EngineFamily,
  type VitalName,
} from '@portfolio/shared/fieldData/beacon';
import type { RecordedView } from '@portfolio/shared/fieldData/pageRecord';
import { normaliseRoutePath } from '@portfolio/shared/seo';

/** The engine family, worked out in the page so the user-agent string never leaves it; iOS browsers are WebKit. */
export function engineFamily(userAgent: string, brands: readonly { brand: string }[] = []): EngineFamily {
  if (brands.some(({ brand }) => brand === 'Chromium')) return 'chromium';
  if (/\b(CriOS|FxiOS|EdgiOS)\//.test(userAgent)) return 'webkit';
  if (/\bFirefox\//.test(userAgent)) return 'firefox';
  if (/\b(Chrome|Chromium|Edg)\//.test(userAgent)) return 'chromium';
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit';
  return 'other';
}

/** Mobile (a touch screen without hover) or desktop. */
export function deviceClass(mobileHint: boolean | undefined, touchOnly: boolean): DeviceClass {
  return (mobileHint ?? touchOnly) ? 'mobile' : 'desktop';
}

/** A known page's route, else the not-found page's. */
export function beaconRouteOf(routePath: string | null): string {
  const path = routePath === null ? null : normaliseRoutePath(routePath);
  return path !== null && BEACON_ROUTES.includes(path) ? path : NOT_FOUND_ROUTE;
}

/** Vitals rounded (0.1 ms; CLS to 4 places), without any outside the schema's ranges. */
export function roundedVitals(vitals: Partial<Record<VitalName, number>>): Beacon['vitals'] {
  const result: Beacon['vitals'] = {};
  for (const [name, value] of Object.entries(vitals) as [VitalName, number][]) {
    const rounded = name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value * 10) / 10;
    const [low, high] = VITAL_RANGES[name];
    if (Number.isFinite(rounded) && rounded >= low && rounded <= high) result[name] = rounded;
  }
  return result;
}

/** The release id of a section's source URL (a release folder, or an entry in one), else `unknown`. */
export function releaseOfSource(source: string | undefined): string {
  if (!source) return 'unknown';
  try {
    return releaseIdOf(new URL('./', new URL(source, 'http://x/')).href) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface BeaconInput {
  views: readonly RecordedView[];
  vitals: Partial<Record<VitalName, number>>;
  engine: EngineFamily;
  device: DeviceClass;
  /** The route path of a location pathname, null outside the site. */
  routePathOf: (pathname: string) => string | null;
  /** Remotes whose first-HTML section was served stale. */
  staleRemotes: ReadonlySet<string>;
  /** remote -> release base of the first HTML's sections. */
  firstHtmlReleases?: Partial<Record<string, string>>;
  /** The entry URL the page loads a remote from now, for a section still pending. */
  currentEntry?: (remote: string) => string | undefined;
}

/** The beacon for what the page recorded, or null when there is nothing to send or it would be refused. */
export function buildBeacon(input: BeaconInput): Beacon | null {
  const views = input.views.slice(0, MAX_VIEWS).map((view, index) => {
    const sections: BeaconSection[] = Object.entries(view.sections).flatMap(([remote, recorded]) => {
      if (!recorded) return [];
      const section: BeaconSection = { remote, release: releaseOfSource(recorded.source), outcome: recorded.outcome };
      if (recorded.reason) section.reason = recorded.reason;
      if (index === 0 && input.staleRemotes.has(remote) && recorded.outcome !== 'client') section.stale = true;
      if (recorded.retry && recorded.outcome === 'fallback') section.retry = recorded.retry;
      return [section];
    });
    const nav = view.nav ?? (index === 0 ? 'direct' : 'client');
    const route = beaconRouteOf(input.routePathOf(view.path));
    // A route's section that had not settled when the visitor left still counts, as pending.
    const remote = ROUTE_REMOTES[route];
    if (remote && !view.sections[remote] && nav !== 'restore') {
      const source = (index === 0 ? input.firstHtmlReleases?.[remote] : undefined) ?? input.currentEntry?.(remote);
      sections.push({ remote, release: releaseOfSource(source), outcome: 'pending' });
    }
    return { route, nav, sections };
  });
  if (views.length === 0) return null;
  const { engine, device } = input;
  const beacon: Beacon = { v: BEACON_VERSION, engine, device, vitals: roundedVitals(input.vitals), views };
  return beaconProblem(beacon) === null ? beacon : null;
}
