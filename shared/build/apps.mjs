// The apps of apps.json as lists, for the tools, the servers and the build (plain JS: Node runs it
// without a build step). A new remote is one apps.json entry; nothing else lists the remotes.
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
 * One port per app, consecutive from `first`: the host's, then each remote's in apps.json's order
 * (`{ host: 8080, skills: 8081, … }`). A tool that keeps a block of ports for the apps says where
 * the next block starts (`below`): a remote more that would run into it is refused by name.
 * @param {number} first
 * @param {{ below?: number, names?: string[] }} [options]
 * @returns {Record<string, number>}
 */
export function consecutivePorts(first, { below = Infinity, names = ['host', ...remoteNamesOf()] } = {}) {
  const last = first + names.length - 1;
  if (last >= below) {
    throw new Error(
      `${names.length} apps (${names.join(', ')}) need ports ${first}-${last}, but ${below} is taken: move this block of ports`,
    );
  }
  return Object.fromEntries(names.map((name, index) => [name, first + index]));
}
