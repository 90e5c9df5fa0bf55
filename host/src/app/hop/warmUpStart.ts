import { ownSectionTimeLeft } from '../../features/remotes/runtime/serverSections';
import { boundedWait } from '../../utils/boundedWait';

/**
 * When the warm-up of the other pages (their remotes' code and HTML, the host's pages) may start: once
 * the page has loaded and its own section's code has arrived, failed, or is given up at the section's
 * own bound (REMOTE_LOAD_TIMEOUT_MS from navigation start, when it shows its fallback). That code comes
 * as a chain of module imports, each asked for only once the one before has arrived; the warm-up's few
 * dozen fetches, started beside it, would put every step of the chain behind them (Firefox sends a
 * low-priority fetch as soon as it is made).
 */
export function createWarmUpStart(pageLoaded: () => Promise<void>) {
  let ownSection: Promise<void> = Promise.resolve();
  return {
    /** The page's own section is loading: the warm-up waits for `load` to settle. */
    waitFor(load: Promise<unknown>): void {
      ownSection = boundedWait(new Map(), 'own section', () => [load], ownSectionTimeLeft());
    },
    /** Runs `callback` once the page has loaded and its own section's code is in. */
    then(callback: () => void): void {
      void Promise.all([pageLoaded(), ownSection]).then(callback);
    },
  };
}
