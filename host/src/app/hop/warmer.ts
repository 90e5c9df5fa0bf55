import { REMOTE_MODULES, type RemoteName } from '@portfolio/shared/federation/contract';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import { whenIdle } from '@portfolio/shared/idle';
import { loadRemoteModule } from '../../features/remotes/runtime/loadRemoteModule';
import { entryUrlOf } from '../../features/remotes/runtime/remoteUrlPlugin';
import { routePathOf } from '../../utils/siteBase';
import { linkAt } from '@portfolio/shared/hydration/links';
import { routeRemoteOf, staticRemoteOf } from '../remoteRoutes';
import { fetchRemoteCode, fetchSectionView } from './fetchAhead';
import type { WarmCache } from './warmCache';

export type WarmPriority = 'high' | 'low';

export function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** The warmer's network and module work: a remote's code, or its section's HTML and CSS, fetched; its section module evaluated. */
export interface WarmerIo {
  fetchCode: (remote: RemoteName, priority: WarmPriority) => Promise<void>;
  fetchView: (remote: RemoteName, priority: WarmPriority) => Promise<void>;
  evaluate: (remote: RemoteName) => Promise<unknown>;
}

/**
 * Decides what to warm into `cache` and when (after `afterLoad`, on an intent, on a press; never under
 * data-saver): files into the HTTP cache, then the section module evaluated when idle unless the hop shows
 * warmed HTML (decisions 0021, 0032).
 */
export function createWarmer(
  cache: WarmCache,
  afterLoad: (callback: () => void) => void,
  { fetchCode, fetchView, evaluate }: WarmerIo = {
    fetchCode: (remote, priority) => fetchRemoteCode(cache, remote, priority),
    fetchView: (remote, priority) => fetchSectionView(cache, remote, priority),
    evaluate: (remote) => loadRemoteModule(REMOTE_MODULES[remote], 0),
  },
) {
  /** Whether a hop needs the remote's code to show its section: no warmed HTML and CSS from the release the page runs. */
  const needsCodeToShow = (remote: RemoteName) => cache.showableSection(remote, entryUrlOf(remote)) === null;
  /** Main-thread work (module evaluations), on idle work's bound. */
  const afterLoadWhenIdle = (callback: () => void) => afterLoad(() => whenIdle(callback, IDLE_TIMEOUT_MS));
  const started = new Map<RemoteName, Promise<boolean>>();
  const evaluating = new Set<RemoteName>();

  function fetchFiles(remote: RemoteName, priority: WarmPriority): Promise<boolean> {
    const running = started.get(remote);
    if (running) return running;
    const attempt = fetchCode(remote, priority).then(
      () => true,
      () => {
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

  /** Not after a failed fetch, under data-saver, or when the hop shows warmed HTML (keeps the click's thread free). */
  function worthEvaluating(remote: RemoteName, fetched: boolean): Promise<boolean> {
    if (!fetched || saveData()) return Promise.resolve(false);
    // Once what needsCodeToShow reads (the section's HTML and CSS list) has arrived or failed.
    return Promise.resolve(cache.section(remote).markup).then(
      () => needsCodeToShow(remote),
      () => true,
    );
  }

  function warmWhenIdle(remote: RemoteName): Promise<void> {
    return fetchFiles(remote, 'low')
      .then((fetched) => worthEvaluating(remote, fetched))
      .then((worth) =>
        worth
          ? new Promise<void>((resolve) => afterLoadWhenIdle(() => void evaluateOnce(remote).then(resolve)))
          : undefined,
      );
  }

  /** A host page's static section's HTML and CSS, now: its hop draws them. */
  function fetchStaticView(path: string, priority: WarmPriority): void {
    const remote = staticRemoteOf(path);
    if (remote) void fetchView(remote, priority).catch(() => undefined);
  }

  return {
    /**
     * A pointer or focus arrived on the entry for `path`: its files at low priority, now when the hop needs
     * them, else once idle (out of the way of the click that may follow).
     */
    intent(path: string): void {
      if (saveData()) return;
      fetchStaticView(path, 'low');
      const remote = routeRemoteOf(path);
      if (!remote || started.has(remote)) return;
      if (needsCodeToShow(remote)) void warmWhenIdle(remote);
      else afterLoadWhenIdle(() => void fetchFiles(remote, 'low'));
    },
    /**
     * A finger, button or key went down on the entry for `path`: a section the hop cannot draw from warmed
     * HTML is fetched and evaluated at once; a host page's static section is fetched at once, without code.
     */
    press(path: string): void {
      if (saveData()) return;
      fetchStaticView(path, 'high');
      const remote = routeRemoteOf(path);
      if (!remote || !needsCodeToShow(remote)) return;
      void fetchFiles(remote, 'high');
      void evaluateOnce(remote);
    },
    /**
     * After load, what a hop to each remote route draws: its section's HTML and stylesheets, its code only if
     * the hop cannot draw the section without it. `viewsOnly`' sections never have their code warmed.
     */
    idle(paths: readonly string[], viewsOnly: readonly RemoteName[] = []): void {
      if (saveData()) return;
      afterLoad(() => {
        if (saveData()) return;
        const routes = paths.map(routeRemoteOf).filter((remote) => remote !== null);
        for (const remote of [...routes, ...viewsOnly]) {
          void fetchView(remote, 'low')
            .catch(() => undefined)
            .then(() => {
              if (routes.includes(remote) && needsCodeToShow(remote)) void warmWhenIdle(remote);
            });
        }
      });
    },
    /** The remote route's own code, as early as possible (its page is being shown). */
    now(path: string): void {
      const remote = routeRemoteOf(path);
      if (remote) void fetchFiles(remote, 'high');
    },
    afterLoadWhenIdle,
    /** True once its code is being fetched or evaluated. */
    isWarming(remote: RemoteName): boolean {
      return started.has(remote) || evaluating.has(remote);
    },
  };
}

export type Warmer = ReturnType<typeof createWarmer>;

/** The remote paths to warm from `current`, nearest header entry first, without `current`. */
export function warmOrder(current: string, entries: readonly string[], remotePaths: readonly string[]): string[] {
  const at = entries.indexOf(current);
  const distance = (path: string) => {
    const index = entries.indexOf(path);
    return at < 0 || index < 0 ? entries.length : Math.abs(index - at);
  };
  return remotePaths.filter((path) => path !== current).sort((a, b) => distance(a) - distance(b));
}

/** Tells the warmer of every link the visitor reaches for, from the window (before any island hydrates). */
export function warmOnLinkPresses(warmer: Pick<Warmer, 'press' | 'intent'>, target: Window = window): void {
  const options = { capture: true, passive: true };
  const pathOf = (event: Event) => {
    const link = linkAt(event.target, 'a[href]', target);
    return link && routePathOf(link.pathname);
  };
  const press = (event: Event) => {
    const path = pathOf(event);
    if (path) warmer.press(path);
  };
  target.addEventListener('pointerdown', press, options);
  target.addEventListener('touchstart', press, options);
  target.addEventListener('keydown', (event) => (event as KeyboardEvent).key === 'Enter' && press(event), options);
  const arrive = (event: Event) => {
    const path = pathOf(event);
    if (path) warmer.intent(path);
  };
  target.addEventListener('pointerover', arrive, options);
  target.addEventListener('focusin', arrive, options);
}
