export const BEACON_VERSION: 1;
export const MAX_BEACON_BYTES: number;
export const MAX_VIEWS: number;
export { BEACON_PATH, COLLECTOR_SERVER_TIMING, COLLECTOR_HEADER } from './beaconWire.mjs';
export const NOT_FOUND_ROUTE: '404';
export const BEACON_ROUTES: string[];
export const BEACON_REMOTES: string[];
export const ROUTE_REMOTES: Partial<Record<string, string>>;

export type NavigationType = 'direct' | 'reload' | 'back_forward' | 'restore' | 'client';
export type EngineFamily = 'chromium' | 'firefox' | 'webkit' | 'other';
export type DeviceClass = 'mobile' | 'desktop';
export type SectionOutcome = 'server' | 'client' | 'fallback' | 'kept' | 'pending';
export type FallbackReason = 'timeout' | 'network' | 'contract' | 'render';
export type RetryResult = 'ok' | 'failed';
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

export const NAVIGATION_TYPES: NavigationType[];
export const ENGINES: EngineFamily[];
export const DEVICE_CLASSES: DeviceClass[];
export const SECTION_OUTCOMES: SectionOutcome[];
export const FALLBACK_REASONS: FallbackReason[];
export const RETRY_RESULTS: RetryResult[];
export const RELEASE_PATTERN: RegExp;
export const VITAL_RANGES: Record<VitalName, [number, number]>;
export const VITAL_THRESHOLDS: Record<VitalName, [number, number]>;

export interface BeaconSection {
  remote: string;
  release: string;
  outcome: SectionOutcome;
  reason?: FallbackReason;
  stale?: true;
  retry?: RetryResult;
}
export interface BeaconView {
  route: string;
  nav: NavigationType;
  sections: BeaconSection[];
}
export interface Beacon {
  v: 1;
  engine: EngineFamily;
  device: DeviceClass;
  vitals: Partial<Record<VitalName, number>>;
  views: BeaconView[];
}

export function releaseIdOf(baseUrl: string): string | null;
export function beaconProblem(value: unknown): string | null;
export function parseBeacon(
  body: string | Uint8Array,
): { beacon: Beacon; problem?: never } | { problem: string; beacon?: never };
