import type { Server } from 'node:http';

/** Which request paths a fault applies to: all (undefined), one exact path, or a pattern. */
export type PathMatcher = string | RegExp | undefined;

export type ProxyFault =
  | { kind: 'refuse' }
  | { kind: 'status'; status: number; path?: PathMatcher }
  | { kind: 'stall'; path?: PathMatcher }
  | { kind: 'trickle'; path?: PathMatcher; delayMs?: number; pieces?: number; intervalMs?: number }
  | { kind: 'truncate'; path?: PathMatcher; keep?: number; mode?: 'short' | 'cut' }
  | { kind: 'invalid-json'; path?: PathMatcher }
  | { kind: 'redirect-origin'; from: string; to: string; path?: PathMatcher }
  | { kind: 'upstream'; upstream: string };

export interface FaultProxy {
  server: Server;
  listen(): Promise<void>;
  readonly port: number;
  readonly url: string;
  readonly fault: ProxyFault | null;
  stats(): { requests: number; faulted: number };
  resetStats(): void;
  setFault(fault: ProxyFault): Promise<void>;
  clearFault(): Promise<void>;
  close(): Promise<void>;
}

export function matchesPath(path: PathMatcher, pathname: string): boolean;
export function truncateBody(body: Buffer, keep?: number): Buffer;
export function createFaultProxy(options: {
  upstream: string;
  host?: string;
  port?: number;
  rewrites?: Array<[string, string]>;
  stallCapMs?: number;
  maxBodyBytes?: number;
}): FaultProxy;
