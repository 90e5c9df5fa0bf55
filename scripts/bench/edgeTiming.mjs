// How long the host Worker (workerd, delivery/edge/start.mjs) takes to serve a remote route's
// page with its remote healthy, slow (5 s), refused, hung, and down after a good fetch (the last
// good fragment served), and the first response's size per route. The remotes are the real
// builds (`npm run build` first) on free ports; the faults are includeRig's servers (4395-4398,
// under its lock); the Worker listens on 4400. Prints figures; never fails on them.
//
//   node scripts/bench/edgeTiming.mjs [--runs 7]
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FRAGMENT_STATUS_HEADER } from '../../delivery/core/composition.mjs';
import { startHostWorker } from '../../delivery/edge/start.mjs';
import { createAppServer } from '../../delivery/node/staticServer.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import {
  faultEntries,
  lockRigPorts,
  startFaultServers,
  timedRuns,
  firstResponseBytes,
  printFirstResponseBytes,
} from '../lib/includeRig.mjs';

const listen = (server) =>
  new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${server.address().port}`)));

export async function measureEdgeTiming({ route = '/skills', runs = 7 } = {}) {
  const remote = config.routes.find((candidate) => candidate.path === route)?.remote;
  if (!remote) throw new Error(`${route} is not a remote route`);
  const unlock = await lockRigPorts();
  const servers = [];
  let worker;
  let stopFaults = async () => {};
  try {
    stopFaults = await startFaultServers();
    const remotes = {};
    for (const name of remoteNamesOf()) {
      const server = createAppServer({ dir: config.apps[name].dir, allowedOrigins: ['*'] });
      servers.push(server);
      remotes[name] = `${await listen(server)}/remoteEntry.js`;
    }
    // A copy of the route's remote that can be taken down after a good fetch.
    let down = false;
    const real = createAppServer({ dir: config.apps[remote].dir, allowedOrigins: ['*'] });
    const serveReal = real.listeners('request')[0];
    const switchable = createServer((req, res) => (down ? res.writeHead(500).end() : serveReal(req, res)));
    servers.push(switchable);
    const switchableEntry = `${await listen(switchable)}/remoteEntry.js`;
    let current = remotes;
    const json = createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(current)),
    );
    servers.push(json);
    worker = await startHostWorker({
      vars: { REMOTES_JSON_URL: `${await listen(json)}/remotes.json` },
      onLog: () => {},
    });
    const url = new URL(route, worker.url).href;

    const bytes = await firstResponseBytes(
      worker.url,
      config.routes.map(({ path }) => path),
    );

    const faults = faultEntries(remote);
    const states = [
      ['healthy', remotes[remote]],
      ['slow (5 s)', faults['a 5 s answer']],
      ['down (refused)', faults['a refused connection']],
      ['hung (no answer)', faults['no answer']],
      ['down after a good fetch', switchableEntry],
    ];
    const results = [];
    for (const [state, entry] of states) {
      current = { ...remotes, [remote]: entry };
      down = false;
      // The warm-up is the good fetch the last state needs; then the switchable remote goes down.
      const { last, ...times } = await timedRuns(url, runs, { beforeRuns: () => (down = true) });
      results.push({
        state,
        ...times,
        fragment: last.response.headers.get(FRAGMENT_STATUS_HEADER),
      });
    }
    return { route, runs, states: results, bytes };
  } finally {
    await worker?.dispose();
    await Promise.all(
      servers.map((server) => new Promise((done) => (server.closeAllConnections(), server.close(done)))),
    );
    await stopFaults();
    unlock();
  }
}

export function printEdgeTiming({ route, runs, states, bytes }, log = console.log) {
  log(`workerd (host Worker): time to serve ${route} (whole page, median of ${runs}) by the state of its remote`);
  for (const { state, medianMs, minMs, maxMs, fragment } of states)
    log(
      `  ${state.padEnd(24)} ${medianMs.toFixed(1).padStart(7)} ms  (min ${minMs.toFixed(1)}, max ${maxMs.toFixed(1)})  ${fragment}`,
    );
  printFirstResponseBytes('workerd', bytes, log);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ strict: false, options: { runs: { type: 'string', default: '7' } } });
  printEdgeTiming(await measureEdgeTiming({ runs: Number(values.runs) }));
}
