// The includes' content, checked by servableFragment, through the fragment cache (decision 0004).
import { fragmentSource, INCLUDE_BOUNDS, servableFragment } from '../../core/composition.mjs';
import { markStale } from '../../core/ssi.mjs';
import { createFragmentCache } from '../fragmentCache.mjs';
import { fetchText } from '../upstream.mjs';

/** @param {{ freshMs: number, peers: import('../fragmentNews.mjs').FragmentPeers | null }} options */
export function createFragmentSource({ freshMs, peers }) {
  // As nginx's proxy_cache_use_stale: the last good copy answers a refused, hung or 5xx remote, not
  // a 4xx (this release has no such fragment: another contract major, a removed release).
  const cache = createFragmentCache({
    freshMs,
    staleOn: (error) => {
      const status = /** @type {{ status?: number }} */ (error)?.status ?? 0;
      return !(status >= 400 && status < 500);
    },
    onStore: (key, text) => peers?.publish({ type: 'store', key, text }),
    onFailure: (key) => peers?.publish({ type: 'failed', key }),
  });
  peers?.subscribe((message) => {
    if (message.type === 'store') cache.put(message.key, message.text);
    else cache.markFailed(message.key);
  });

  return {
    /**
     * `stale` collects the remotes served a failed-refresh copy; `missing` the parts with no page for this path.
     * @param {string} virtual
     * @param {{ stale: Set<string>, missing: Set<string>, releases: import('../requestReleases.mjs').ServedReleases, pagePath?: string }} request
     */
    async resolve(virtual, { stale, missing, releases, pagePath }) {
      const source = fragmentSource(virtual, releases.remotes, pagePath);
      const { url, remote, part } = source;
      // Bounded by itself, not by one page: every page waiting for this fetch shares it.
      const load = async () =>
        servableFragment(await fetchText(url, { signal: AbortSignal.timeout(INCLUDE_BOUNDS.totalMs) }), source);
      try {
        // A preview's fragment never enters the shared cache, nor comes from it.
        if (releases.preview) return await load();
        const copy = await cache.get(url, load);
        if (!copy.stale) return copy.text;
        stale.add(remote);
        return part === 'head' ? markStale(copy.text, remote) : copy.text;
      } catch (error) {
        if (source.page && /** @type {{ status?: number }} */ (error)?.status === 404) missing.add(part);
        throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    },

    /**
     * @param {string} virtual @param {string} cause @param {Record<string, unknown>} remotes @param {string} [pagePath]
     */
    describeFailure(virtual, cause, remotes, pagePath) {
      try {
        const { url } = fragmentSource(virtual, remotes, pagePath);
        return cause.startsWith(url) ? cause : `${url}: ${cause}`;
      } catch {
        return cause;
      }
    },
  };
}
