import { PREFETCH_TIMEOUT_MS } from '../../features/remotes/runtime/prefetch';
import { boundedWait } from '../../utils/boundedWait';

/**
 * When the warm-up of the other pages (their remotes' code and HTML, the host's pages) may start: once
 * the page has loaded and its own section's code has arrived (loaded or failed, or after
 * PREFETCH_TIMEOUT_MS, the warm-up's own bound: a remote that hangs holds it back no longer). That code comes as a chain of module imports, each asked for only once the one
 * before has arrived; the warm-up's few dozen fetches, started beside it, put every step of the chain
 * behind them (Firefox sends a low-priority fetch as soon as it is made), and the section hydrated late.
 */
export function createWarmUpStart(pageLoaded: () => Promise<void>) {
  let ownSection: Promise<void> = Promise.resolve();
  return {
    /** The page's own section is loading: the warm-up waits for `load` to settle. */
    waitFor(load: Promise<unknown>): void {
      ownSection = boundedWait(new Map(), 'own section', () => [load], PREFETCH_TIMEOUT_MS);
    },
    /** Runs `callback` once the page has loaded and its own section's code is in. */
    then(callback: () => void): void {
      void Promise.all([pageLoaded(), ownSection]).then(callback);
    },
  };
}
