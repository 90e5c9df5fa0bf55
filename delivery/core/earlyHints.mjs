// The Link header of a remote route's page: preconnect to the remote's origin and preload
// remotes.json, the remote's entry and its mf-manifest.json, so they load alongside the host.
// Not the chunks and CSS: Chromium reuses a failed or stalled preload for the later load of the
// same URL, and a header preload cannot be aborted, so Retry could never recover. The entry has
// fetchpriority=low so it stays off Lighthouse's simulated first-paint path (decision 0009).
import config from '../../shared/build/apps.json' with { type: 'json' };

/**
 * The Link header value for a route's HTML, or null for routes that need no remote.
 * @param {string} pathname @param {Record<string, unknown>} remotes
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
