// The apps of apps.json as lists, for the tools, the servers and the build (plain JS: Node runs it
// without a build step). A new remote is one apps.json entry; nothing else lists the remotes.
// Written in what nginx's njs 0.7.9 parses (no destructuring, spread or default values): the
// beacon collector's bundle includes this module (delivery/nginx/njsBundle.mjs); port blocks for
// the tools are in appPorts.mjs.
import config from './apps.json' with { type: 'json' };

/**
 * The remotes: apps.json's apps but the host, in apps.json's order.
 * @param {{ apps: Record<string, unknown> }} [appsConfig] apps.json (a test passes its own)
 * @returns {string[]}
 */
export function remoteNamesOf(appsConfig) {
  // No destructuring or default value: nginx's njs 0.7.9 runs this in the beacon collector
  // (delivery/nginx/njsBundle.mjs), and it has neither.
  return Object.keys((appsConfig || config).apps).filter((name) => name !== 'host');
}

/**
 * The remote that owns a path through apps.json's `prefixes` (`/writing/*` owns `/writing` and every
 * path under it), with the prefix's base path and label; null for a path no prefix owns. A route or
 * page of apps.json is the host's own even under a prefix (`/projects` is the header's stack, a case
 * study `/projects/<slug>` is remote-projects'). The host never lists the pages under a prefix: the
 * remote's build pre-renders them and its release answers for each (delivery/core/composition.mjs).
 * Written for njs 0.7.9 too (see remoteNamesOf).
 * @param {string} pathname a normalised path (no trailing slash, lower case)
 * @param {{ routes: { path: string }[], pages: { path: string }[], prefixes?: { path: string, remote: string, label: string }[] }} [appsConfig]
 * @returns {{ remote: string, base: string, label: string } | null}
 */
export function prefixOwnerOf(pathname, appsConfig) {
  var conf = appsConfig || config;
  var own = conf.routes.concat(conf.pages).some(function (page) {
    return page.path === pathname;
  });
  if (own) return null;
  var prefixes = conf.prefixes || [];
  for (var index = 0; index < prefixes.length; index++) {
    var prefix = prefixes[index];
    var base = prefix.path.replace(/\/\*$/, '');
    if (pathname === base || pathname.indexOf(base + '/') === 0)
      return { remote: prefix.remote, base: base, label: prefix.label };
  }
  return null;
}

/**
 * A path a remote may pre-render a page for, or serve a file at, under its prefix: lower-case
 * segments of letters, digits, `-` and `.` (a file such as `feed.xml`), none starting with a dot.
 * What a server turns into a file path in the remote's release, so nothing else passes.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isPagePath(pathname) {
  return /^(\/[a-z0-9][a-z0-9.-]{0,99}){1,8}$/.test(pathname) && pathname.indexOf('..') === -1;
}
