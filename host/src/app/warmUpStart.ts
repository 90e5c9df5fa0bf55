import { boundedWait } from '../utils/boundedWait';

/** The longest the warm-up waits for the page's own section's code: a remote that hangs holds it back no longer. */
export const OWN_SECTION_WAIT_MS = 4000;

/**
 * When the warm-up of the other pages (their remotes' code and HTML, the host's pages) may start: once
 * the page has loaded and its own section's code has arrived (loaded or failed, or after
 * OWN_SECTION_WAIT_MS). That code comes as a chain of module imports, each asked for only once the one
 * before has arrived; the warm-up's few dozen fetches, started beside it, put every step of the chain
 * behind them (Firefox sends a low-priority fetch as soon as it is made), and the section hydrated late.
 */
export function createWarmUpStart(pageLoaded: () => Promise<void>) {
  let ownSection: Promise<void> = Promise.resolve();
  return {
    /** The page's own section is loading: the warm-up waits for `load` to settle. */
    waitFor(load: Promise<unknown>): void {
      ownSection = boundedWait(new Map(), 'own section', () => [load], OWN_SECTION_WAIT_MS);
    },
    /** Runs `callback` once the page has loaded and its own section's code is in. */
    then(callback: () => void): void {
      void Promise.all([pageLoaded(), ownSection]).then(callback);
    },
  };
}
