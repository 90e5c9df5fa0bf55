// The build served as `npm start` serves it, but in the calling tool's own process (each app on its
// preview port), so that a demo or a bench can stop a remote and start it again, and own its beacon collector.
import config from '../../shared/build/apps.json' with { type: 'json' };
import { createRateLimit } from '../../delivery/core/beaconRateLimit.mjs';
import { createBeaconCollector } from '../../delivery/node/beaconCollector.mjs';
import { createComposer } from '../../delivery/node/composer.mjs';
import { createRemoteServer } from '../../delivery/node/remoteServer.mjs';
import { hostOrigins } from '../../delivery/node/startApps.mjs';
import { close, listen } from './servers.mjs';

/** @param {Record<string, unknown>} hostOptions  for the host's server: its beacon collector, its remotes.json */
export async function serveDemoSite(hostOptions) {
  /** @type {Record<string, import('node:http').Server>} */
  const servers = {};
  const start = async (/** @type {string} */ name) => {
    const app = config.apps[name];
    const server =
      name === 'host'
        ? createComposer({ dir: app.dir, warn: () => {}, ...hostOptions })
        : createRemoteServer({ dir: app.dir, allowedOrigins: hostOrigins(config.apps.host.preview) });
    servers[name] = await listen(server, app.preview, '0.0.0.0');
  };
  const stop = async (/** @type {string} */ name) => {
    const server = servers[name];
    delete servers[name];
    await close(server);
  };
  for (const name of Object.keys(config.apps)) await start(name);
  return {
    origin: `http://localhost:${config.apps.host.preview}`,
    start,
    stop,
    running: (/** @type {string} */ name) => name in servers,
    stopAll: () => Promise.all(Object.keys(servers).map(stop)),
  };
}

/** A beacon collector (in `dir`, else BEACON_DIR) with no per-client limit: one machine plays every visitor. */
export const demoCollector = (/** @type {string} */ dir = '') =>
  createBeaconCollector({
    ...(dir ? { dir, name: 'beacons' } : {}),
    rateLimit: createRateLimit({ perMinute: 1e6, burst: 1e6 }),
  });

/** Resolves once the page has fetched its measuring code (assets/measure-*.js, after load, when the browser is idle). */
export const measuringFetched = (/** @type {import('@playwright/test').Page} */ page, timeout = 15_000) =>
  page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => /\/assets\/measure-[^/]+\.js$/.test(entry.name)),
    undefined,
    { timeout },
  );
