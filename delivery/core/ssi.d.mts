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
export type Directive =
  | { kind: 'block'; name: string }
  | { kind: 'endblock' }
  | { kind: 'include'; virtual: string; stub: string | undefined };
export function parseDirective(comment: string): Directive | null;
export type ParsedSsi = {
  text: string;
  parts: string[];
  includes: { index: number; virtual: string; stub: string | undefined }[];
  blocks: Map<string, string>;
};
export function parseSsi(html: string): ParsedSsi;
export function resolveIncludes(
  parsed: ParsedSsi,
  resolve: (virtual: string, options: { signal: AbortSignal }) => Promise<string | null | undefined>,
  options?: { timeoutMs?: number; onFailure?: (failure: IncludeFailure) => void },
): Promise<string[]>;
export function joinSsi(parsed: ParsedSsi, results: string[]): string;
