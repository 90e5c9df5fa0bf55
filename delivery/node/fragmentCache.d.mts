export type FragmentCache = {
  get(key: string, load: () => Promise<string>): Promise<{ text: string; stale: boolean }>;
  stats(): { entries: number; bytes: number };
  has(key: string): boolean;
};
export function createFragmentCache(options?: {
  maxEntries?: number;
  maxBytes?: number;
  freshMs?: number;
  retryMs?: number;
  staleOn?: (error: unknown) => boolean;
  now?: () => number;
}): FragmentCache;
