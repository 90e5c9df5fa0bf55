import type { Server } from 'node:http';

export function cacheControlFor(pathname: string): string;
export function withoutRetrySegment(url: string): string;
export function createAppServer(options: {
  dir: string;
  spa?: boolean;
  allowedOrigins?: string[];
  remotesJson?: string;
  https?: boolean;
}): Server;
export function hostOrigins(): string[];
export function startAll(options?: { log?: (line: string) => void }): Promise<() => Promise<unknown>>;
