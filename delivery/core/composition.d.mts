export const INCLUDE_BOUNDS: { connectMs: number; totalMs: number };
export const MAX_FRAGMENT_BYTES: number;
export const FRAGMENT_STATUS_HEADER: 'X-Fragment-Status';
export const RELEASE_FILE: RegExp;
export type FragmentSource = { remote: string; major: number; part: 'body' | 'head'; base: string; url: string };
export function fragmentSource(virtual: string, remotes: Record<string, unknown> | null | undefined): FragmentSource;
export function servableFragment(text: string, source: Pick<FragmentSource, 'remote' | 'part' | 'base'>): string;
export const CACHE_POLICY: { revalidate: string; immutable: string; other: string };
export function cacheControlFor(pathname: string): string;
export function withoutRetrySegment(url: string): string;
export function remotesJsonProblem(
  text: unknown,
  options: { remotes: readonly string[]; production?: boolean },
): string | null;
/** Every path the host answers with a pre-rendered page: the routes, then the pages outside the header. */
export const PAGE_PATHS: readonly string[];
