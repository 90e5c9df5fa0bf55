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
  /** Where include failures are reported (default: a line on stderr). */
  warn?: (line: string) => void;
}): Server;
export function hostOrigins(port?: number): string[];
export function servePorts(): Record<string, number>;
export const FRAGMENT_FRESH_MS: number;
export function startAll(options?: { log?: (line: string) => void }): Promise<() => Promise<unknown>>;
