// A remote route's page cannot show its section before the remote's entry arrives, and
// the browser only learns its URL from remotes.json after the host's code has run. The
// servers say it up front: a Link header on the page preconnects to the remote's origin
// and preloads remotes.json, the remote's entry and its mf-manifest.json, so they load
// alongside the host. The host reads the manifest at run time and fetches the section's
// chunks and CSS from it (host/src/features/remotes/runtime/prefetch.ts).
//
// The chunks and CSS themselves are deliberately not in this header. Measured in
// Chromium: a failed `rel=preload; as=script` or `as=style` is reused by the later load
// of the same URL, so a remote that is down at page load stays failed for Retry (the
// chunk URLs are hashed and never change); and a preload that stalls holds its URL, so
// the later load waits on it, and a header preload cannot be aborted. The entry is safe
// here (Retry loads it under a fresh URL), and so is the manifest (`as=fetch`; only
// the host's bounded prefetch reads it).
//
// The entry's hint has `fetchpriority=low` (Chromium honours it in a Link header: the
// request is then Low instead of High). A High-priority script that finishes before the
// first paint sits on Lighthouse's simulated first-paint path (Lantern's
// NetworkNode.hasRenderBlockingPriority), although the page never runs it before paint;
// at Low it still starts with the HTML response, the earliest start there is, and is in
// the cache when the host's code asks for it. remotes.json and the manifest are fetches
// (High, but not scripts), which Lantern does not count as render-blocking.
import config from '../../shared/build/apps.json' with { type: 'json' };

/**
 * The Link header value for a route's HTML, or null for routes that need no remote.
 * @param {string} pathname
 * @param {Record<string, unknown>} remotes
 * @returns {string | null}
 */
export function linkHeaderFor(pathname, remotes) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const route = config.routes.find((candidate) => candidate.path === path);
  const entry = route?.remote ? remotes[route.remote] : undefined;
  if (typeof entry !== 'string') return null;
  const entryUrl = new URL(entry);
  const manifest = new URL('mf-manifest.json', entryUrl);
  manifest.search = '';
  return [
    `<${entryUrl.origin}>; rel=preconnect; crossorigin`,
    '</remotes.json>; rel=preload; as=fetch; crossorigin',
    `<${entry}>; rel=modulepreload; crossorigin; fetchpriority=low`,
    `<${manifest.href}>; rel=preload; as=fetch; crossorigin`,
  ].join(', ');
}
