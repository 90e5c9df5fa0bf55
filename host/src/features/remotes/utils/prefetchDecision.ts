import type { RemoteName } from '@portfolio/shared/federation/contract';

export type PrefetchPriority = 'high' | 'low';

export interface PrefetcherOptions {
  /** The remote whose section a path shows, or null for the host's own pages. */
  remoteOf: (path: string) => RemoteName | null;
  /** Fetches a remote's entry and section code into the HTTP cache, without running it. */
  fetchRemote: (remote: RemoteName, priority: PrefetchPriority) => Promise<void>;
  /** The visitor asked to save data (`navigator.connection.saveData`). */
  saveData: () => boolean;
  /** Runs the callback once the page has loaded and the browser is idle. */
  whenIdle: (callback: () => void) => void;
  /** How long a pointer or focus rests on an entry before it counts (sweeps do not). */
  intentDelayMs?: number;
}

export const INTENT_DELAY_MS = 80;

/**
 * Decides what to prefetch and when: a remote route's code once a visitor rests on its
 * navigation entry, every remote's once the browser is idle on `/`, each at most once
 * (a failed prefetch may be tried again), never with data-saver on.
 */
export function createPrefetcher(options: PrefetcherOptions) {
  const { remoteOf, fetchRemote, saveData, whenIdle, intentDelayMs = INTENT_DELAY_MS } = options;
  const started = new Map<RemoteName, Promise<boolean>>();
  const done = new Set<RemoteName>();
  const pendingIntents = new Map<string, ReturnType<typeof setTimeout>>();

  function prefetch(remote: RemoteName, priority: PrefetchPriority): Promise<boolean> {
    const running = started.get(remote);
    if (running) return running;
    const attempt = fetchRemote(remote, priority).then(
      () => {
        done.add(remote);
        return true;
      },
      () => {
        // A remote that is down is not marked: a later intent tries again.
        started.delete(remote);
        return false;
      },
    );
    started.set(remote, attempt);
    return attempt;
  }

  return {
    /** A pointer or focus arrived on the entry for `path`. */
    intent(path: string): void {
      const remote = remoteOf(path);
      if (!remote || saveData() || started.has(remote) || pendingIntents.has(path)) return;
      pendingIntents.set(
        path,
        setTimeout(() => {
          pendingIntents.delete(path);
          if (!saveData()) void prefetch(remote, 'low');
        }, intentDelayMs),
      );
    },
    /** The pointer or focus left the entry before the intent counted. */
    cancelIntent(path: string): void {
      clearTimeout(pendingIntents.get(path));
      pendingIntents.delete(path);
    },
    /**
     * On `/`: once idle after load, prefetch each remote route's code, one after another, each
     * in an idle period of its own (one remote's work is a slice; input in between goes first).
     */
    idle(paths: readonly string[]): void {
      if (saveData()) return;
      const from = (index: number): void => {
        if (index >= paths.length) return;
        whenIdle(() => {
          const remote = remoteOf(paths[index]!);
          if (!remote || saveData()) return from(index + 1);
          void prefetch(remote, 'low').then(() => from(index + 1));
        });
      };
      from(0);
    },
    /** The remote route's own code, as early as possible (its page is being shown). */
    now(path: string): void {
      const remote = remoteOf(path);
      if (remote) void prefetch(remote, 'high');
    },
    /** True once the remote's code is in the HTTP cache. */
    isPrefetched(remote: RemoteName): boolean {
      return done.has(remote);
    },
  };
}

export type Prefetcher = ReturnType<typeof createPrefetcher>;
