// Serves the production build for the chaos run on its own loopback ports (so it can run
// beside the e2e suite on 4173-4176), each origin behind a fault proxy:
//   static servers  host 4373, then one per remote (4374-4376)  (delivery/node/staticServer.mjs)
//   fault proxies   host 4380, then one per remote (4381-4383)  (what the browser talks to)
//   incompatible    one per remote from 4384 (4384-4386)        (contract-incompatible copies)
//   4399            never listened on: the "missing origin"
// The remotes and their order are apps.json's (shared/build/apps.mjs).
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { consecutivePorts } from '../../shared/build/appPorts.mjs';
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import { createAppServer } from '../../delivery/node/staticServer.mjs';
import { makeIncompatibleRemote } from '../lib/contractFixture.mjs';
import { close as closeServer, listen } from '../lib/servers.mjs';
import { createFaultProxy } from './faultProxy.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOOPBACK = '127.0.0.1';
const MISSING_PORT = 4399;
export const REMOTE_NAMES = remoteNamesOf();
export const PROXY_PORTS = consecutivePorts(4380, { below: MISSING_PORT });
export const STATIC_PORTS = consecutivePorts(4373, { below: PROXY_PORTS.host });
export const INCOMPATIBLE_PORTS = consecutivePorts(4380 + REMOTE_NAMES.length + 1, {
  below: MISSING_PORT,
  names: REMOTE_NAMES,
});
export const MISSING_ORIGIN = `http://${LOOPBACK}:${MISSING_PORT}`;
/** The contract the incompatible copies publish: a major version no host accepts. */
const INCOMPATIBLE_CONTRACT_VERSION = '999.0.0';

const originOf = (port) => `http://${LOOPBACK}:${port}`;

/** Listens, saying which port of the run was taken when another process holds it. */
function listenAs(server, port, label) {
  return listen(server, port).catch((error) => {
    throw error.code === 'EADDRINUSE'
      ? new Error(`port ${port} (${label}) is in use: is another chaos run going? (ports 4373-4399)`)
      : error;
  });
}

/** The exposed section's own files, from the remote's mf-manifest.json. */
function sectionFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const exposed = manifest.exposes?.[0]?.assets ?? { js: { sync: [] }, css: { sync: [] } };
  return { chunks: exposed.js.sync.map((file) => `/${file}`), css: exposed.css.sync.map((file) => `/${file}`) };
}

/**
 * Starts everything; resolves to the site's addresses, its proxies and a close function.
 * @param {{ stallCapMs?: number, log?: (line: string) => void }} [options]
 */
export async function startChaosSite({ stallCapMs = 60_000, log = console.log } = {}) {
  const scratch = await mkdtemp(join(tmpdir(), 'portfolio-chaos-'));
  const servers = [];
  const proxies = {};
  const close = async () => {
    await Promise.all(Object.values(proxies).map((proxy) => proxy.close()));
    await Promise.all(servers.map(closeServer));
    await rm(scratch, { recursive: true, force: true });
  };

  try {
    const hostOrigin = originOf(PROXY_PORTS.host);
    const entries = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `${originOf(PROXY_PORTS[name])}/remoteEntry.js`]),
    );
    // The host's remotes.json names the proxies; its CSP follows (staticServer reads this file).
    const remotesJson = join(scratch, 'remotes.json');
    await writeFile(remotesJson, `${JSON.stringify(entries, null, 2)}\n`);

    // Serve a snapshot of the build, so a rebuild while the run goes on (npm run build,
    // npm run test:e2e) cannot change files under it.
    const snapshot = {};
    for (const [name, app] of Object.entries(config.apps)) {
      snapshot[name] = join(scratch, 'build', name);
      await cp(join(ROOT, app.dir, 'dist'), join(snapshot[name], 'dist'), { recursive: true });
    }

    // The fault proxies change what one URL serves (an incompatible build behind the same entry URL),
    // which a release URL never does: no fragment freshness here, so each page asks the remote (the
    // last good copy still answers when it fails).
    const host = createAppServer({ dir: snapshot.host, spa: true, remotesJson, fragmentFreshMs: 0 });
    await listenAs(host, STATIC_PORTS.host, 'host');
    servers.push(host);
    const files = {};
    for (const name of REMOTE_NAMES) {
      const dir = snapshot[name];
      const server = createAppServer({ dir, allowedOrigins: [hostOrigin] });
      await listenAs(server, STATIC_PORTS[name], name);
      servers.push(server);
      files[name] = sectionFiles(join(dir, 'dist'));
    }

    const incompatible = {};
    for (const name of REMOTE_NAMES) {
      const dir = join(scratch, `incompatible-${name}`);
      await makeIncompatibleRemote({
        fromDist: join(snapshot[name], 'dist'),
        toDir: join(dir, 'dist'),
        version: INCOMPATIBLE_CONTRACT_VERSION,
      });
      const server = createAppServer({ dir, allowedOrigins: [hostOrigin] });
      await listenAs(server, INCOMPATIBLE_PORTS[name], `incompatible ${name}`);
      servers.push(server);
      incompatible[name] = originOf(INCOMPATIBLE_PORTS[name]);
    }

    // The host's build-time entries (used when remotes.json is unusable) name the `npm start`
    // ports; a real deploy builds them for its own origins (REMOTE_*_URL), so the proxy in
    // front of the host relocates them to the chaos proxies instead of rebuilding the host.
    const rewrites = REMOTE_NAMES.map(
      (name) =>
        /** @type {[string, string]} */ ([
          `http://localhost:${config.apps[name].preview}/remoteEntry.js`,
          entries[name],
        ]),
    );
    proxies.host = createFaultProxy({
      upstream: originOf(STATIC_PORTS.host),
      port: PROXY_PORTS.host,
      rewrites,
      stallCapMs,
    });
    for (const name of REMOTE_NAMES) {
      proxies[name] = createFaultProxy({ upstream: originOf(STATIC_PORTS[name]), port: PROXY_PORTS[name], stallCapMs });
    }
    for (const [name, proxy] of Object.entries(proxies)) {
      await proxy.listen().catch((error) => {
        throw error.code === 'EADDRINUSE'
          ? new Error(`port ${PROXY_PORTS[name]} (${name} proxy) is in use: is another chaos run going?`)
          : error;
      });
    }
    // The missing origin must stay missing: anything answering HTTP there is said.
    const answered = await fetch(MISSING_ORIGIN, { signal: AbortSignal.timeout(1000) })
      .then(() => true)
      .catch(() => false);
    if (answered) {
      log(`note: something answers on ${MISSING_ORIGIN}; the missing-origin fault will not be a missing origin`);
    }
    return {
      hostUrl: hostOrigin,
      proxies,
      origins: Object.fromEntries(REMOTE_NAMES.map((name) => [name, originOf(PROXY_PORTS[name])])),
      incompatible,
      files,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
