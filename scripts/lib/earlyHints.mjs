// A remote route's page cannot show its section before the remote's entry arrives, and
// the browser only learns its URL from remotes.json after the host's code has run. The
// servers say it up front: a Link header on the page preconnects to the remote's origin
// and preloads remotes.json and the remote's entry, so they load alongside the host.
import config from '../../shared/build/apps.json' with { type: 'json' };

/** The Link header value for a route's HTML, or null for routes that need no remote. */
export function linkHeaderFor(pathname, remotes) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const route = config.routes.find((candidate) => candidate.path === path);
  const entry = route?.remote ? remotes[route.remote] : undefined;
  if (typeof entry !== 'string') return null;
  const origin = new URL(entry).origin;
  return [
    `<${origin}>; rel=preconnect; crossorigin`,
    '</remotes.json>; rel=preload; as=fetch; crossorigin',
    `<${entry}>; rel=modulepreload; crossorigin`,
  ].join(', ');
}
