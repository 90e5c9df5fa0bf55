// The apps of apps.json, for the tools, the servers and the build: a new remote is one apps.json
// entry. nginx's njs 0.7.9 runs this module in the beacon collector (delivery/nginx/njsBundle.mjs),
// so no destructuring, spread or default values.
import config from './apps.json' with { type: 'json' };
import { localePathOf as pathIn, splitLocalePath as splitPath } from './localePaths.mjs';

/**
 * The remotes: apps.json's apps but the host, in apps.json's order.
 * @param {{ apps: Record<string, unknown> }} [appsConfig] apps.json unless given
 * @returns {string[]}
 */
export function remoteNamesOf(appsConfig) {
  return Object.keys((appsConfig || config).apps).filter((name) => name !== 'host');
}

/**
 * A path without its language segment (`/de/writing` → `/writing`), and the language.
 * @param {string} pathname
 * @param {{ locales?: string[] }} [appsConfig] apps.json unless given
 * @returns {{ locale: string, path: string }}
 */
export function splitLocalePath(pathname, appsConfig) {
  return splitPath(pathname, (appsConfig || config).locales || ['en']);
}

/**
 * A site path in a language: `/skills` in de → `/de/skills`.
 * @param {string} path
 * @param {string} locale
 * @param {{ locales?: string[] }} [appsConfig] apps.json unless given
 * @returns {string}
 */
export function localePathOf(path, locale, appsConfig) {
  return pathIn(path, locale, (appsConfig || config).locales || ['en']);
}

/**
 * The remote that owns a path through apps.json's `prefixes` (`/writing/*` owns `/writing` and every
 * path under it, `/de/writing` and every path under it in German), with the prefix's base path (in the
 * path's language) and label, or null. A route or page of apps.json is the host's own even under a prefix.
 * @param {string} pathname a normalised path (no trailing slash, lower case)
 * @param {{ routes: { path: string }[], pages: { path: string }[], prefixes?: { path: string, remote: string, label: string }[], locales?: string[] }} [appsConfig]
 * @returns {{ remote: string, base: string, label: string } | null}
 */
export function prefixOwnerOf(pathname, appsConfig) {
  var conf = appsConfig || config;
  var split = splitLocalePath(pathname, appsConfig);
  var lead = split.path === pathname ? '' : '/' + split.locale;
  pathname = split.path;
  var own = conf.routes.concat(conf.pages).some(function (page) {
    return page.path === pathname;
  });
  if (own) return null;
  var prefixes = conf.prefixes || [];
  for (var index = 0; index < prefixes.length; index++) {
    var prefix = prefixes[index];
    var base = prefix.path.replace(/\/\*$/, '');
    if (pathname === base || pathname.indexOf(base + '/') === 0)
      return { remote: prefix.remote, base: lead + base, label: prefix.label };
  }
  return null;
}

/**
 * A path a remote may serve a page or file at under its prefix: lower-case segments of letters,
 * digits, `-` and `.`, none starting with a dot. A server turns it into a file path, so nothing else passes.
 * @param {string} pathname
 * @returns {boolean}
 */
export function isPagePath(pathname) {
  return /^(\/[a-z0-9][a-z0-9.-]{0,99}){1,8}$/.test(pathname) && pathname.indexOf('..') === -1;
}
