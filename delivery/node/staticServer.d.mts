import type { Server } from 'node:http';

export const INCLUDE_BOUNDS: { connectMs: number; totalMs: number };
export function cacheControlFor(pathname: string): string;
export function withoutRetrySegment(url: string): string;
export function fetchText(url: string, options?: { signal?: AbortSignal; connectMs?: number }): Promise<string>;
export function preferredEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export function createAppServer(options: {
  dir: string;
  spa?: boolean;
  allowedOrigins?: string[];
  remotesJson?: string;
  https?: boolean;
  /** How long a cached fragment is served without asking its remote (default FRAGMENT_FRESH_MS). */
  fragmentFreshMs?: number;
  /** The sibling processes' fragment caches (serve.mjs's cluster): told what this one fetched, and telling it theirs. */
  fragmentPeers?: FragmentPeers | null;
  /** The field-data collector answering POST /_beacon (beaconCollector.mjs); its pages then say so. */
  beacons?: import('./beaconCollector.mjs').BeaconCollector | null;
  /** Where include failures are reported (default: a line on stderr). */
  warn?: (line: string) => void;
}): Server;
export function hostOrigins(port?: number): string[];
export function servePorts(): Record<string, number>;
export const FRAGMENT_FRESH_MS: number;
export type FragmentNews = { type: 'store'; key: string; text: string } | { type: 'failed'; key: string };
export type FragmentPeers = {
  publish: (news: FragmentNews) => void;
  subscribe: (listener: (news: FragmentNews) => void) => void;
};
export function workerCount(setting?: string, cores?: number): number;
export function isFragmentNews(message: unknown): message is FragmentNews;
export function startAll(options?: {
  log?: (line: string) => void;
  buildsRoot?: string;
  fragmentFreshMs?: number;
  fragmentPeers?: FragmentPeers | null;
}): Promise<() => Promise<unknown>>;
