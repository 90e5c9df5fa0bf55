import type { Beacon, VitalName } from '../../shared/build/beacon.mjs';

export const VITALS: readonly VitalName[];
export interface VitalSummary {
  count: number;
  p75: number | null;
  good: number;
  needsImprovement: number;
  poor: number;
}
export interface ReleaseSummary {
  remote: string;
  release: string;
  served: number;
  server: number;
  client: number;
  fallbacks: number;
  reasons: Partial<Record<string, number>>;
  kept: number;
  pending: number;
  stale: number;
  retries: number;
  retriesOk: number;
}
export interface FieldSummary {
  beacons: number;
  routes: { route: string; views: number; vitals: Record<VitalName, VitalSummary> }[];
  releases: ReleaseSummary[];
}
export function beaconBodiesIn(text: string): string[];
export function acceptedBeacons(bodies: string[]): { beacons: Beacon[]; refused: number };
export function p75(samples: number[]): number | null;
export function ratingOf(vital: VitalName, value: number): 'good' | 'needs-improvement' | 'poor';
export function vitalSummary(vital: VitalName, samples: number[]): VitalSummary;
export function summarise(beacons: Beacon[]): FieldSummary;
export function formatVital(vital: VitalName, value: number | null): string;
export function reportText(summary: FieldSummary, options?: { refused?: number }): string;
