export type FaultKind =
  | 'refused'
  | 'http-500'
  | 'chunk-404'
  | 'stall'
  | 'stall-trickle'
  | 'truncated-js'
  | 'css-fail'
  | 'remotes-json-invalid'
  | 'remotes-json-missing-origin'
  | 'contract-incompatible';

export const FAULT_KINDS: FaultKind[];
export const REMOTES: Array<{ remote: string; path: string; label: string; heading: string }>;
export const FULL_NAVIGATIONS: number;

export interface Episode {
  index: number;
  kind: FaultKind;
  remote: string;
  path: string;
  label: string;
  heading: string;
  target: 'origin' | 'entry' | 'chunk' | 'css' | 'remotes.json';
  via: 'direct' | 'client';
  from: string | null;
  chunkPick: number;
  cssStatus: 404 | 500;
  trickle: 'within-bound' | 'beyond-bound';
  truncation: 'short' | 'cut';
}

export type View = 'content' | 'fallback' | 'skeleton' | 'other' | null;

export interface EpisodeResult {
  episode: Episode;
  outcome: View;
  revisit: View;
  hostProblems: string[];
  retry: { recovered: boolean; ms?: number; note?: string } | null;
  errors: string[];
  exercised: boolean;
  /** Moments a remote's section showed another remote's content (information). */
  wrongSection?: string[];
}

export interface Summary {
  navigations: number;
  byKind: Partial<Record<FaultKind, number>>;
  exercised: number;
  fallbacks: number;
  stuck: number;
  neither: number;
  incompatibleRendered: number;
  wrongSection: number;
  hostBreakages: number;
  retries: { recovered: number; attempted: number };
  uncaught: number;
  skippedKinds: Record<string, string>;
  missed: string[];
}

export function createRandom(seed: number): () => number;
export function planRun(options: {
  seed: number;
  navigations?: number;
  short?: boolean;
  kinds?: FaultKind[];
}): Episode[];
export function trickleTiming(
  profile: 'within-bound' | 'beyond-bound',
  boundMs: number,
): { delayMs: number; pieces: number; intervalMs: number };
export function summarize(
  results: EpisodeResult[],
  options?: { skippedKinds?: Record<string, string>; aborted?: string | null },
): Summary;
export function reproduction(options: {
  seed: number;
  short: boolean;
  navigations: number;
  graceMs: number;
  defaultGraceMs: number;
}): string;
