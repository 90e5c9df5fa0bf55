// A remote route's page cannot show its section before the remote's entry arrives, and
// the browser only learns its URL from remotes.json after the host's code has run. The
// servers say it up front: a Link header on the page preconnects to the remote's origin
// and preloads remotes.json and the remote's entry, so they load alongside the host.
import config from '../../shared/build/apps.json' with { type: 'json' };

/**
 * The files a remote's exposed sections load up front, from its mf-manifest.json,
 * as absolute URLs (the manifest's paths are relative to the remote's entry).
 */
export function exposedAssetsOf(manifest, entryUrl) {
  const js = new Set();
  const css = new Set();
  for (const exposed of manifest?.exposes ?? []) {
    for (const file of exposed.assets?.js?.sync ?? []) js.add(new URL(file, entryUrl).href);
    for (const file of exposed.assets?.css?.sync ?? []) css.add(new URL(file, entryUrl).href);
  }
  return { js: [...js], css: [...css] };
}

/**
 * The Link header value for a route's HTML, or null for routes that need no remote.
 * `assets` (from exposedAssetsOf) lets the browser fetch the section's chunks and CSS
 * in parallel instead of discovering them one import after another.
 */
export function linkHeaderFor(pathname, remotes, assets = {}) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const route = config.routes.find((candidate) => candidate.path === path);
  const entry = route?.remote ? remotes[route.remote] : undefined;
  if (typeof entry !== 'string') return null;
  const origin = new URL(entry).origin;
  const files = assets[route.remote] ?? { js: [], css: [] };
  return [
    `<${origin}>; rel=preconnect; crossorigin`,
    '</remotes.json>; rel=preload; as=fetch; crossorigin',
    `<${entry}>; rel=modulepreload; crossorigin`,
    ...files.js.map((url) => `<${url}>; rel=modulepreload; crossorigin`),
    ...files.css.map((url) => `<${url}>; rel=preload; as=style; crossorigin`),
  ].join(', ');
}
