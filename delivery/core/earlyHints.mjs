// A remote route's Link header. No chunks or CSS: Chromium reuses a failed header preload, which cannot be aborted,
// so Retry could not recover; the entry's fetchpriority=low keeps it off the first-paint path (decision 0009).
import config from '../../shared/build/apps.json' with { type: 'json' };
import { splitLocalePath } from '../../shared/build/apps.mjs';

/** @param {string} pathname @param {Record<string, unknown>} remotes */
export function linkHeaderFor(pathname, remotes) {
  const path = splitLocalePath(pathname.replace(/\/+$/, '') || '/').path;
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
