export const RELEASE_TOKEN: '/__mf_release__/';
export function staleMark(remote: string): string;
export function releaseMarkerStart(remote: string): string;
export function markStale(headFragment: string, remote: string): string;
export function replaceReleaseToken(text: string, base: string): string;
export function releaseBaseOf(entryUrl: string): string;
export function hasIncludes(html: string): boolean;
export type IncludeFailure = { virtual: string; stub: string | undefined; cause: string };
export function composeSsi(
  html: string,
  resolve: (virtual: string, options: { signal: AbortSignal }) => Promise<string | null | undefined>,
  options?: { timeoutMs?: number; onFailure?: (failure: IncludeFailure) => void },
): Promise<string>;
