// The chaos suite's global setup: the production build served on free loopback ports of its own
// (so it runs beside the e2e suite): the host with a remotes.json naming its remotes' servers, each
// remote, and a copy of each remote built against a contract major no host accepts. The faults are
// made in the browser (e2e/chaos/faults.ts); the servers always answer.
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createComposer } from '../../delivery/node/composer.mjs';
import { createRemoteServer } from '../../delivery/node/remoteServer.mjs';
import { makeIncompatibleRemote } from '../support/contractFixture';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import type { RemoteName } from '../../shared/build/ports';
import { close, listen } from '../support/servers';

/** Where the suite's servers are, handed to the test workers in CHAOS_SITE. */
export type ChaosSite = {
  host: string;
  remotes: Record<string, string>;
  incompatible: Record<string, string>;
  /** The host's files that name the build-time remote entries, and what they name instead here. */
  entryFiles: string[];
  rewrites: [string, string][];
};

/** The contract the incompatible copies publish: a major version no host accepts. */
const INCOMPATIBLE_CONTRACT_VERSION = '999.0.0';
const origin = (port: number) => `http://127.0.0.1:${port}`;

export default async function startChaosSite() {
  for (const app of Object.values(config.apps)) {
    const dist = join(app.dir, 'dist');
    if ((await readdir(dist).catch(() => [])).length === 0)
      throw new Error(`${dist} is missing: run npm run build first (npm run chaos builds)`);
  }
  const names = remoteNamesOf() as RemoteName[];
  const scratch = await mkdtemp(join(tmpdir(), 'portfolio-chaos-'));
  const servers: Server[] = [];
  const started = async (server: Server) => {
    servers.push(server);
    return origin(await listen(server));
  };
  const stop = async () => {
    await Promise.all(servers.map(close));
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    // The host's origin is needed before the remotes start (their CORS), so it listens first;
    // its remotes.json is read per request, so it is written once the remotes have their ports.
    const remotesJson = join(scratch, 'remotes.json');
    const host = await started(createComposer({ dir: config.apps.host.dir, remotesJson }));
    const remotes: Record<string, string> = {};
    const incompatible: Record<string, string> = {};
    for (const name of names) {
      const dir = config.apps[name].dir;
      remotes[name] = await started(createRemoteServer({ dir, allowedOrigins: [host] }));
      const copy = join(scratch, `incompatible-${name}`);
      await makeIncompatibleRemote({
        fromDist: join(dir, 'dist'),
        toDir: join(copy, 'dist'),
        version: INCOMPATIBLE_CONTRACT_VERSION,
      });
      incompatible[name] = await started(createRemoteServer({ dir: copy, allowedOrigins: [host] }));
    }
    const entries = Object.fromEntries(names.map((name) => [name, `${remotes[name]}/remoteEntry.js`]));
    await writeFile(remotesJson, `${JSON.stringify(entries, null, 2)}\n`);

    // The host's build-time entries (in force when remotes.json is unusable) name `npm start`'s
    // ports; a real deploy builds them for its own origins, so the suite's pages get them relocated.
    const rewrites = names.map(
      (name) => [`http://localhost:${config.apps[name].preview}/remoteEntry.js`, entries[name]!] as [string, string],
    );
    const assets = join(config.apps.host.dir, 'dist', 'assets');
    const entryFiles: string[] = [];
    for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
      const text = await readFile(join(assets, file), 'utf8');
      if (rewrites.some(([from]) => text.includes(from))) entryFiles.push(`/assets/${file}`);
    }
    const site: ChaosSite = { host, remotes, incompatible, entryFiles, rewrites };
    process.env.CHAOS_SITE = JSON.stringify(site);
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}
