export interface LighthouseRun {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  mainThread: { scriptEvaluation: number; styleLayout: number };
  benchmarkIndex: number;
}
export interface Summary {
  median: number;
  min: number;
  max: number;
  count: number;
}
export interface Target {
  key: string;
  atLeast?: number;
  atMost?: number;
  decimals?: number;
  remoteOnly?: boolean;
}
export const DEFAULT_RUNS: number;
export function median(values: number[]): number;
export function spread(values: number[]): number;
export function summarise(values: number[]): Summary;
export function runsFromArgs(argv: string[], fallback?: number): number;
export const LIGHTHOUSE_FIGURES: { key: string; label: string; unit: string; pick: (run: LighthouseRun) => number }[];
export const LIGHTHOUSE_TARGETS: Target[];
export const EVENT_TARGET_MS: number;
export function targetsFor(route: { remote: boolean }): Target[];
export function meets(target: Target, value: number): boolean;
export function checkTargets(
  summaries: Record<string, Summary>,
  route: { remote: boolean },
): { key: string; limit: number; comparison: '>=' | '<='; median: number; met: boolean }[];
export function discardReason(attempt: { error?: string; run?: LighthouseRun }): string | null;
export function summariseRuns(runs: LighthouseRun[]): Record<string, Summary>;
export function longestEvent<T extends { duration: number; interactionId?: number }>(entries: T[]): T | null;
export function worstProbeByMedian<P extends { durations: number[] }>(
  probes: P[],
): { summaries: { probe: P; summary: Summary }[]; worst: { probe: P; summary: Summary } | null; missing: number };
