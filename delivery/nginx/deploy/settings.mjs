// Where and how the nginx deploy runs, from the environment: its prefix, ports, origins, freshness.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../../shared/build/apps.json' with { type: 'json' };
import { consecutivePorts } from '../../../shared/build/appPorts.mjs';
import { remoteNamesOf } from '../../../shared/build/apps.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const REMOTES = remoteNamesOf();
const APP_NAMES = Object.keys(config.apps);
export const DEPLOY_PORTS = consecutivePorts(8080);

/** Where the builds are taken from (host/dist, each remote-<name>/dist): DEPLOY_DIST_ROOT, else the repository. */
export function distRoot(env = process.env) {
  return resolve(env.DEPLOY_DIST_ROOT ?? ROOT);
}

/** The deploy's own folder (conf, logs, sites, cache): DEPLOY_PREFIX; nothing under /etc changes. */
export function deployPrefix(env = process.env) {
  return resolve(env.DEPLOY_PREFIX ?? '/tmp/portfolio-nginx');
}

/** The ports: DEPLOY_PORTS (one per app, in apps.json's order) or the defaults. @returns {Record<string, number>} */
export function deployPorts(env = process.env) {
  const custom = (env.DEPLOY_PORTS ?? '').split(',').filter(Boolean).map(Number);
  if (custom.length === 0) return DEPLOY_PORTS;
  if (custom.length !== APP_NAMES.length || custom.some((port) => !Number.isInteger(port) || port <= 0))
    throw new Error(`DEPLOY_PORTS must be ${APP_NAMES.length} ports: ${APP_NAMES.join(',')}`);
  return Object.fromEntries(APP_NAMES.map((name, index) => [name, custom[index]]));
}

export function hostOrigin(env = process.env) {
  return env.DEPLOY_HOST_ORIGIN ?? `http://localhost:${deployPorts(env).host}`;
}

/** @param {string} remote */
export function remoteOrigin(remote, env = process.env) {
  return env[`DEPLOY_${remote.toUpperCase()}_ORIGIN`] ?? `http://localhost:${deployPorts(env)[remote]}`;
}

/** Origins allowed to load the remotes' files (CORS): the host's, plus DEPLOY_CORS_ORIGINS. */
export function corsOrigins(env = process.env) {
  const extra = (env.DEPLOY_CORS_ORIGINS ?? '').split(',').filter(Boolean);
  const host = new URL(hostOrigin(env));
  const loopbackTwin = host.hostname === 'localhost' ? [`${host.protocol}//127.0.0.1:${host.port}`] : [];
  return [...new Set([host.origin, ...loopbackTwin, ...extra])];
}

/** proxy_cache_valid: DEPLOY_FRAGMENT_FRESH, an nginx time such as 5s or 500ms. */
export function fragmentFreshness(env = process.env) {
  const fresh = env.DEPLOY_FRAGMENT_FRESH ?? '5s';
  if (!/^[1-9][0-9]{0,5}(ms|s|m)$/.test(fresh))
    throw new Error(`DEPLOY_FRAGMENT_FRESH must be an nginx time such as 5s, not ${JSON.stringify(fresh)}`);
  return fresh;
}

/** @param {string} remote */
export function checkRemote(remote) {
  if (!REMOTES.includes(remote)) throw new Error(`unknown remote ${JSON.stringify(remote)} (${REMOTES.join(', ')})`);
}
