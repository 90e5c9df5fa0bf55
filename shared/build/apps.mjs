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
