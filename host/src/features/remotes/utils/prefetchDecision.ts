import type { RemoteName } from '@portfolio/shared/federation/contract';

export type PrefetchPriority = 'high' | 'low';

export interface PrefetcherOptions {
  /** The remote whose section a path shows, or null for the host's own pages. */
  remoteOf: (path: string) => RemoteName | null;
  /** Fetches a remote's entry and section code into the HTTP cache, without running it. */
  fetchRemote: (remote: RemoteName, priority: PrefetchPriority) => Promise<void>;
  /**
   * Loads and evaluates a remote's section module (its first load, shared with the route), so a
   * navigation to it renders at once. Its failure is the route's to report.
   */
  evaluate: (remote: RemoteName) => Promise<unknown>;
  /** The visitor asked to save data (`navigator.connection.saveData`). */
  saveData: () => boolean;
  /** Runs the callback once the page has loaded and the browser is idle (or at the latest a moment later). */
  whenIdle: (callback: () => void) => void;
  /** Runs the callback once the page's load event has passed and its own section's code is in. */
  afterLoad: (callback: () => void) => void;
  /** How long a pointer or focus rests on an entry before it counts (sweeps do not). */
  intentDelayMs?: number;
  /**
   * Whether a navigation to the remote's route needs its code to show the section: not when the
   * section's HTML and CSS are warmed (the route shows them, and the module loads once idle after).
   * By default it does.
   */
  needsCodeToShow?: (remote: RemoteName) => boolean;
  /**
   * Settles once whatever `needsCodeToShow` depends on has arrived (the section's HTML and CSS list,
   * fetched beside its code), or failed. By default at once.
   */
  sectionSettled?: (remote: RemoteName) => Promise<unknown>;
}

export const INTENT_DELAY_MS = 80;

/**
 * Decides what to warm and when. Warming a remote is two steps: its code is fetched into the HTTP
 * cache (every file at once, no waterfall; a failure leaves nothing behind), then, in a later idle
 * period, its section module is evaluated, so a navigation renders the section at once, as a
 * single bundle would (docs/decisions/0021), unless the navigation will show the section's warmed
 * HTML, which needs no code (decision 0032). It happens:
 * - after load, on every route: every other remote's files at once, then their modules from one idle period;
 * - once a pointer or focus rests on an entry (a sweep does not count);
 * - at once when a finger, button or key goes down on an entry: the click that follows is a
 *   navigation, and its code is then already on its way.
 * Each remote is fetched at most once (a failed fetch may be tried again) and never with
 * data-saver on.
 */
export function createPrefetcher(options: PrefetcherOptions) {
  const {
    remoteOf,
    fetchRemote,
    evaluate,
    saveData,
    whenIdle,
    afterLoad,
    intentDelayMs = INTENT_DELAY_MS,
    needsCodeToShow = () => true,
    sectionSettled = () => Promise.resolve(),
  } = options;
  const started = new Map<RemoteName, Promise<boolean>>();
  const evaluating = new Set<RemoteName>();
  const pendingIntents = new Map<string, ReturnType<typeof setTimeout>>();

  function prefetch(remote: RemoteName, priority: PrefetchPriority): Promise<boolean> {
    const running = started.get(remote);
    if (running) return running;
    const attempt = fetchRemote(remote, priority).then(
      () => true,
      () => {
        // A remote that is down is not marked: a later intent tries again.
        started.delete(remote);
        return false;
      },
    );
    started.set(remote, attempt);
    return attempt;
  }

  /** The section module's evaluation, once per remote; resolves when it has settled. */
  function evaluateOnce(remote: RemoteName): Promise<void> {
    if (evaluating.has(remote)) return Promise.resolve();
    evaluating.add(remote);
    return evaluate(remote).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Whether a remote whose files are in should still be evaluated ahead of a hop: not when it is down
   * (its fetch failed), under data-saver, or when the hop will show its section's HTML (the route
   * then loads the module once idle after the hop, and an evaluation now would only occupy the main
   * thread a click may land on). One already evaluating is left to `evaluateOnce`.
   */
  function worthEvaluating(remote: RemoteName, fetched: boolean): Promise<boolean> {
    if (!fetched || saveData()) return Promise.resolve(false);
    return sectionSettled(remote).then(
      () => needsCodeToShow(remote),
      () => true,
    );
  }

  /** Fetched, then (only if worth it: `worthEvaluating`) evaluated when next idle. */
  function warmWhenIdle(remote: RemoteName): Promise<void> {
    return prefetch(remote, 'low')
      .then((fetched) => worthEvaluating(remote, fetched))
      .then((worth) =>
        worth ? new Promise<void>((resolve) => whenIdle(() => void evaluateOnce(remote).then(resolve))) : undefined,
      );
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
          if (!saveData()) void warmWhenIdle(remote);
        }, intentDelayMs),
      );
    },
    /** The pointer or focus left the entry before the intent counted. */
    cancelIntent(path: string): void {
      clearTimeout(pendingIntents.get(path));
      pendingIntents.delete(path);
    },
    /** A finger, button or key went down on the entry for `path`: its click is about to navigate. */
    press(path: string): void {
      const remote = remoteOf(path);
      if (!remote || saveData()) return;
      // Both at once: the fetches fill the cache in parallel (the module loads find them there or
      // in flight), the evaluation starts the module graph the navigation is about to need. Not when
      // the navigation shows the section's HTML: evaluating then would only compete with the hop's frame.
      void prefetch(remote, 'high');
      if (needsCodeToShow(remote)) void evaluateOnce(remote);
    },
    /**
     * Once the page has loaded (not waiting for it to hydrate or be idle: fetches are the network's
     * work, not the main thread's, and no hop should wait for them), every remote route's files are
     * fetched at once; then, from the next idle period, each section module a hop would need (no
     * warmed HTML: `worthEvaluating`) is evaluated once its files are in, in the given order.
     */
    idle(paths: readonly string[]): void {
      if (saveData()) return;
      afterLoad(() => {
        if (saveData()) return;
        const remotes = paths.map(remoteOf).filter((remote): remote is RemoteName => remote !== null);
        const fetched = remotes.map((remote) => prefetch(remote, 'low'));
        // Every module's evaluation started in one idle period, in order: a module graph's load is
        // mostly waiting on its imports, which overlap; the evaluations themselves are short tasks.
        whenIdle(() => {
          remotes.forEach((remote, index) => {
            void fetched[index]!.then((ok) => worthEvaluating(remote, ok)).then((worth) => {
              if (worth) void evaluateOnce(remote);
            });
          });
        });
      });
    },
    /** The remote route's own code, as early as possible (its page is being shown). */
    now(path: string): void {
      const remote = remoteOf(path);
      if (remote) void prefetch(remote, 'high');
    },
    /** True once its code is on its way (fetched or being fetched, or its module being evaluated). */
    isWarming(remote: RemoteName): boolean {
      return started.has(remote) || evaluating.has(remote);
    },
  };
}

export type Prefetcher = ReturnType<typeof createPrefetcher>;

/**
 * The remote paths to warm from `current`, nearest header entry first (the next and previous
 * pages are the likeliest hops), without `current` itself (its own code loads with the page).
 */
export function warmOrder(current: string, entries: readonly string[], remotePaths: readonly string[]): string[] {
  const at = entries.indexOf(current);
  const distance = (path: string) => {
    const index = entries.indexOf(path);
    return at < 0 || index < 0 ? entries.length : Math.abs(index - at);
  };
  return remotePaths.filter((path) => path !== current).sort((a, b) => distance(a) - distance(b));
}
