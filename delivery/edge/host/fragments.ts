// The includes' content at the edge; a good fragment is kept in the Cache API for stale-if-error (decision 0004).
import { fragmentSource, INCLUDE_BOUNDS, MAX_FRAGMENT_BYTES, servableFragment } from '../../core/composition.mjs';
import { markStale } from '../../core/ssi.mjs';
import type { Remotes } from './env';

/** `missing`: the remote's release has no page for the path (a prefix's page: the site's 404). */
export type FragmentOutcome = {
  text: string | null;
  status: 'fresh' | 'stale' | 'stub';
  cause?: string;
  missing?: boolean;
};
const SEVERITY = { fresh: 0, stale: 1, stub: 2 } as const;
/** How long a good fragment is kept for stale-if-error. */
const STALE_KEEP_SECONDS = 7 * 24 * 3600;

/** The body of a response, as text, refused past MAX_FRAGMENT_BYTES. */
async function boundedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FRAGMENT_BYTES) throw new Error('response larger than 1 MB');
  const text = await response.text();
  if (text.length > MAX_FRAGMENT_BYTES) throw new Error('response larger than 1 MB');
  return text;
}

const cacheKey = (url: string) => new Request(url, { method: 'GET' });

/** The fragment, else the last good copy (stale), else null (stub); a preview's is never kept. */
async function fetchFragment(
  virtual: string,
  remotes: Remotes,
  signal: AbortSignal,
  ctx: ExecutionContext,
  preview: boolean,
  pagePath?: string,
): Promise<FragmentOutcome> {
  let source;
  try {
    source = fragmentSource(virtual, remotes, pagePath);
  } catch (error) {
    return { text: null, status: 'stub', cause: error instanceof Error ? error.message : String(error) };
  }
  const cache = caches.default;
  try {
    const response = await fetch(source.url, { signal, headers: { 'Accept-Encoding': 'identity' } });
    if (response.status !== 200) {
      await response.body?.cancel();
      if (source.page && response.status === 404)
        return { text: null, status: 'stub', cause: 'HTTP 404', missing: true };
      throw new Error(`HTTP ${response.status}`);
    }
    const raw = await boundedText(response);
    const text = servableFragment(raw, source);
    if (preview) return { text, status: 'fresh' };
    // The raw file is kept: its release base is in its key.
    ctx.waitUntil(
      cache.put(
        cacheKey(source.url),
        new Response(raw, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': `max-age=${STALE_KEEP_SECONDS}` },
        }),
      ),
    );
    return { text, status: 'fresh' };
  } catch (error) {
    const cause = `${source.url}: ${signal.aborted ? `no answer within ${INCLUDE_BOUNDS.totalMs} ms` : error instanceof Error ? error.message : String(error)}`;
    const kept = preview ? undefined : await cache.match(cacheKey(source.url));
    if (kept) {
      try {
        const text = servableFragment(await kept.text(), source);
        return { text: source.part === 'head' ? markStale(text, source.remote) : text, status: 'stale', cause };
      } catch {
        // A kept copy that no longer passes the checks is never served.
      }
    }
    return { text: null, status: 'stub', cause };
  }
}

/** The outcome that says most about a section: a stub over a stale copy over a fresh one. */
export function worstOf(outcomes: FragmentOutcome[]): FragmentOutcome {
  return outcomes.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a));
}

/** A Worker cannot bound the connect apart, so one bound covers every fetch of the page from the first ask. */
export function pageFragments(
  remotes: Remotes,
  ctx: ExecutionContext,
  preview: boolean,
  pagePath?: string,
): { outcomeOf: (virtual: string) => Promise<FragmentOutcome>; settled: () => void; cancel: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INCLUDE_BOUNDS.totalMs);
  const outcomes = new Map<string, Promise<FragmentOutcome>>();
  return {
    outcomeOf(virtual) {
      let outcome = outcomes.get(virtual);
      if (!outcome) {
        outcome = fetchFragment(virtual, remotes, controller.signal, ctx, preview, pagePath);
        outcomes.set(virtual, outcome);
      }
      return outcome;
    },
    settled: () => ctx.waitUntil(Promise.allSettled(outcomes.values()).then(() => clearTimeout(timer))),
    cancel: () => clearTimeout(timer),
  };
}
