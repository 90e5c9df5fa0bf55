// `npm start`'s fragment cache (decision 0004): the last good copy per fragment URL, one fetch however many wait,
// served stale while a refresh fails; least recently used out. Cluster siblings share via onStore/onFailure.

/**
 * @param {object} [options] @param {number} [options.maxEntries] most copies kept
 * @param {number} [options.maxBytes] most UTF-16 code units kept in all (a copy larger than this is served, not kept)
 * @param {number} [options.freshMs] how long a copy is served without asking the remote again (0: always ask)
 * @param {number} [options.retryMs] least time between two refreshes of a copy whose refresh failed
 * @param {(error: unknown) => boolean} [options.staleOn] whether a failed load may be answered with the last good copy; otherwise the copy is dropped and the failure stands
 * @param {(key: string, text: string) => void} [options.onStore] told of each good copy this cache loaded
 * @param {(key: string) => void} [options.onFailure] told when a kept copy's refresh failed (now stale)
 * @param {() => number} [options.now]
 */
export function createFragmentCache({
  maxEntries = 64,
  maxBytes = 8 * 1024 * 1024,
  freshMs = 5000,
  retryMs = 1000,
  staleOn = () => true,
  onStore = () => {},
  onFailure = () => {},
  now = Date.now,
} = {}) {
  /** @type {Map<string, { text: string, fetchedAt: number, failedAt: number | null, attemptAt: number }>} */
  const entries = new Map(); // insertion order is recency: a hit moves its entry to the end
  /** @type {Map<string, Promise<string>>} */
  const loading = new Map();
  let bytes = 0;

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.text.length;
    entries.delete(key);
  }

  function store(key, text) {
    drop(key);
    if (text.length > maxBytes) return;
    entries.set(key, { text, fetchedAt: now(), failedAt: null, attemptAt: now() });
    bytes += text.length;
    while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value);
  }

  /** One load per key at a time. @param {string} key @param {() => Promise<string>} load */
  function loadOnce(key, load) {
    let pending = loading.get(key);
    if (!pending) {
      pending = Promise.resolve()
        .then(load)
        .then(
          (text) => {
            store(key, text);
            onStore(key, text);
            return text;
          },
          (error) => {
            const entry = entries.get(key);
            if (entry && staleOn(error)) {
              entry.failedAt = now();
              onFailure(key);
            } else drop(key);
            throw error;
          },
        )
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    // `load` must reject on a failed or invalid answer.
    /** @param {string} key @param {() => Promise<string>} load @returns {Promise<{ text: string, stale: boolean }>} */
    async get(key, load) {
      const entry = entries.get(key);
      if (!entry) return { text: await loadOnce(key, load), stale: false };
      if (freshMs <= 0) {
        try {
          return { text: await loadOnce(key, load), stale: false };
        } catch (error) {
          if (!staleOn(error)) throw error;
          return { text: entry.text, stale: true };
        }
      }
      entries.delete(key);
      entries.set(key, entry);
      const time = now();
      if (time - entry.fetchedAt >= freshMs && !loading.has(key)) {
        const failing = entry.failedAt !== null && entry.failedAt >= entry.fetchedAt;
        if (!failing || time - entry.attemptAt >= retryMs) {
          entry.attemptAt = time;
          loadOnce(key, load).catch(() => {}); // in the background: this page gets the copy at once
        }
      }
      return { text: entry.text, stale: entry.failedAt !== null && entry.failedAt >= entry.fetchedAt };
    },
    /** A sibling's good copy, fresh from now. @param {string} key @param {string} text */
    put(key, text) {
      store(key, text);
    },
    /** A sibling's refresh failed: serve stale, refresh no sooner than `retryMs`. @param {string} key */
    markFailed(key) {
      const entry = entries.get(key);
      if (!entry) return;
      const time = now();
      entry.failedAt = time;
      entry.attemptAt = time;
    },
    stats() {
      return { entries: entries.size, bytes };
    },
    has(key) {
      return entries.has(key);
    },
  };
}
