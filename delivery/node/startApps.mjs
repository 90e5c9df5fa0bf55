// The five apps of `npm start` on their ports: the host's composer and each remote's file server.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { createBeaconCollector } from './beaconCollector.mjs';
import { createComposer, FRAGMENT_FRESH_MS } from './composer.mjs';
import { createRemoteServer } from './remoteServer.mjs';

/** A spike's connections wait to be accepted instead of being dropped (the kernel caps it at somaxconn). */
const LISTEN_BACKLOG = 4096;

/** @param {number} [port] */
export function hostOrigins(port = config.apps.host.preview) {
  const extra = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra];
}

/** SERVE_PORTS in apps.json's order, else apps.json's ports. @returns {Record<string, number>} */
export function servePorts() {
  const custom = (process.env.SERVE_PORTS ?? '').split(',').filter(Boolean).map(Number);
  const names = Object.keys(config.apps);
  if (custom.length === 0) return Object.fromEntries(names.map((name) => [name, config.apps[name].preview]));
  if (custom.length !== names.length || custom.some((port) => !Number.isInteger(port) || port <= 0))
    throw new Error(`SERVE_PORTS must be ${names.length} ports: ${names.join(',')}`);
  return Object.fromEntries(names.map((name, index) => [name, custom[index]]));
}

/** SERVE_WORKERS (0: one process), else two per core. @param {string} [setting] @param {number} [cores] */
export function workerCount(setting = process.env.SERVE_WORKERS, cores = availableParallelism()) {
  if (setting !== undefined && setting !== '') {
    const count = Number(setting);
    if (!Number.isInteger(count) || count < 0)
      throw new Error(`SERVE_WORKERS must be a whole number, not "${setting}"`);
    return count;
  }
  return Math.max(2, 2 * cores);
}

/**
 * Resolves to a close function.
 * @param {{ log?: (line: string) => void, buildsRoot?: string, fragmentFreshMs?: number, fragmentPeers?: import('./fragmentNews.mjs').FragmentPeers | null }} [options]
 * @returns {Promise<() => Promise<unknown>>}
 */
export async function startAll({
  log = console.log,
  buildsRoot = process.env.SERVE_BUILDS || '.',
  fragmentFreshMs = Number(process.env.SERVE_FRAGMENT_FRESH_MS || FRAGMENT_FRESH_MS),
  fragmentPeers = null,
} = {}) {
  const servers = [];
  const ports = servePorts();
  for (const [name, app] of Object.entries(config.apps)) {
    const dir = join(buildsRoot, app.dir);
    const server =
      name === 'host'
        ? createComposer({
            dir,
            remotesJson: process.env.SERVE_REMOTES_JSON || undefined,
            fragmentFreshMs,
            fragmentPeers,
            beacons: process.env.BEACON_DIR === 'off' ? null : createBeaconCollector(),
          })
        : createRemoteServer({ dir, allowedOrigins: hostOrigins(ports.host) });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[name], '0.0.0.0', LISTEN_BACKLOG, () => resolve(undefined));
    });
    servers.push(server);
    log(`${name.padEnd(8)} http://localhost:${ports[name]}`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
