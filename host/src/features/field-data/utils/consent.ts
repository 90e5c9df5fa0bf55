import type { NavigationType } from '@portfolio/shared/fieldData/beacon';
import { COLLECTOR_SERVER_TIMING } from '@portfolio/shared/fieldData/beaconWire';

/** What the page reads to decide whether it may measure at all. */
export interface MeasuringContext {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
  /** The document's navigation entry: its Server-Timing says whether the server collects beacons. */
  navigation?: Pick<PerformanceNavigationTiming, 'serverTiming'>;
}

/** Whether the page measures: only when its server collects beacons, never under Global Privacy Control or DNT. */
export function mayMeasure(context: MeasuringContext): boolean {
  if (context.globalPrivacyControl === true || context.doNotTrack === '1') return false;
  return context.navigation?.serverTiming?.some((entry) => entry.name === COLLECTOR_SERVER_TIMING) ?? false;
}

export function pageMeasuringContext(): MeasuringContext {
  return {
    globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl,
    doNotTrack: navigator.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? null,
    navigation: performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined,
  };
}

/** The document's navigation type (Navigation Timing) as the beacon says it. */
export function documentNavigationOf(type: string | undefined): NavigationType {
  return type === 'reload' || type === 'back_forward' ? type : 'direct'; // navigate, prerender, or no entry
}
