export type FragmentCache = {
  get(key: string, load: () => Promise<string>): Promise<{ text: string; stale: boolean }>;
  stats(): { entries: number; bytes: number };
  has(key: string): boolean;
  /** A good copy a sibling process loaded: kept as if loaded here. */
  put(key: string, text: string): void;
  /** A sibling's refresh of `key` failed: the copy kept here is served marked stale. */
  markFailed(key: string): void;
};
export function createFragmentCache(options?: {
  maxEntries?: number;
  maxBytes?: number;
  freshMs?: number;
  retryMs?: number;
  staleOn?: (error: unknown) => boolean;
  onStore?: (key: string, text: string) => void;
  onFailure?: (key: string) => void;
  now?: () => number;
}): FragmentCache;
