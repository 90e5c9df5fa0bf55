// Issue 20's comparison: Lighthouse 12 mobile of the same build on the three ways to host it,
// interleaved run by run (nginx, the host Worker in workerd, plain static servers), median and
// spread of each figure. nginx is the bench's deploy (8080-8083, scripts/lib/benchDeploy.mjs);
// the Worker listens on 4400 (delivery/edge/start.mjs); every other server takes a free port.
// Run under the e2e lock (as `npm run bench` is).
//
//   node scripts/bench/hosting.mjs [--runs 5] [--routes /,/skills]
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { startHostWorker } from '../../delivery/edge/start.mjs';
import { createAppServer } from '../../delivery/node/staticServer.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import { discardReason, LIGHTHOUSE_FIGURES, runsFromArgs, summariseRuns } from '../lib/benchStats.mjs';
import { attempt, cell, UNIT_SUFFIX } from './firstPaint.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REMOTES = remoteNamesOf();
const ATTEMPTS = 3;

const listen = (server) =>
  new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${server.address().port}`)));
const closeAll = (servers) =>
  Promise.all(servers.map((server) => new Promise((done) => (server.closeAllConnections(), server.close(done)))));

/** The host Worker in workerd, the remotes on `npm start`'s server (free ports), remotes.json read per request. */
async function startWorkerSite() {
  const servers = [];
  const remotes = {};
  for (const name of REMOTES) {
    const server = createAppServer({ dir: config.apps[name].dir, allowedOrigins: ['*'] });
    servers.push(server);
    remotes[name] = `${await listen(server)}/remoteEntry.js`;
  }
  const json = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(remotes)),
  );
  servers.push(json);
  const worker = await startHostWorker({
    vars: { REMOTES_JSON_URL: `${await listen(json)}/remotes.json` },
    onLog: () => {},
  });
  return {
    url: worker.url.replace(/\/$/, ''),
    stop: async () => {
      await worker.dispose();
      await closeAll(servers);
    },
  };
}

/** Each app's dist on a plain static server of its own (precompressed files, CORS on the remotes), as a static host serves it. */
async function startStaticSite() {
  const root = await mkdtemp(join(tmpdir(), 'bench-static-'));
  const servers = [];
  const serve = (dir, cors) => {
    const files = sirv(dir, { brotli: true, gzip: true, etag: true });
    return createServer((req, res) => {
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
      files(req, res, () => {
        readFile(join(dir, '404.html')).then(
          (page) => res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page),
          () => res.writeHead(404).end('Not found'),
        );
      });
    });
  };
  const remotes = {};
  for (const [app, { dir }] of Object.entries(config.apps)) {
    await cp(join(ROOT, dir, 'dist'), join(root, dir, 'dist'), { recursive: true });
    if (app === 'host') continue;
    const server = serve(join(root, dir, 'dist'), true);
    servers.push(server);
    remotes[app] = `${await listen(server)}/remoteEntry.js`;
  }
  // remotes.json is served as written (the precompressed copies are of the build's own).
  await writeFile(join(root, 'host', 'dist', 'remotes.json'), JSON.stringify(remotes));
  await rm(join(root, 'host', 'dist', 'remotes.json.br'), { force: true });
  await rm(join(root, 'host', 'dist', 'remotes.json.gz'), { force: true });
  const host = serve(join(root, 'host', 'dist'), false);
  servers.push(host);
  return {
    url: await listen(host),
    stop: async () => {
      await closeAll(servers);
      await rm(root, { recursive: true, force: true });
    },
  };
}

export async function measureHosting({ runs, routes, log }) {
  await withBenchDeploy(async (nginxUrl) => {
    const worker = await startWorkerSite();
    const statics = await startStaticSite();
    const hostings = [
      { name: 'nginx (SSI)', url: nginxUrl },
      { name: 'workerd (host Worker)', url: worker.url },
      { name: 'static host', url: statics.url },
    ];
    try {
      const kept = new Map();
      const thrownAway = [];
      for (let round = 1; round <= runs; round++) {
        const started = performance.now();
        for (const route of routes) {
          for (const hosting of hostings) {
            const key = `${route} ${hosting.name}`;
            if (!kept.has(key)) kept.set(key, []);
            for (let tries = 1; tries <= ATTEMPTS; tries++) {
              const outcome = await attempt(hosting.url + route);
              const reason = discardReason(outcome);
              if (!reason) {
                kept.get(key).push(outcome.run);
                break;
              }
              thrownAway.push({ key, round, tries, reason });
            }
          }
        }
        log(`  run ${round}/${runs} done`, `${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
      log(`Lighthouse 12 mobile by hosting, median (min–max) of ${runs} interleaved runs`, '');
      const header = LIGHTHOUSE_FIGURES.map((figure) => `${figure.label}${UNIT_SUFFIX[figure.unit]}`.padStart(15)).join(
        ' ',
      );
      console.log(`  ${'page'.padEnd(34)} ${header}`);
      for (const [key, kept_] of kept) {
        const summaries = summariseRuns(kept_);
        const cells = LIGHTHOUSE_FIGURES.map((figure) => cell(summaries[figure.key], figure.unit).padStart(15)).join(
          ' ',
        );
        console.log(`  ${key.padEnd(34)} ${cells}${kept_.length < runs ? `  [${kept_.length} of ${runs} runs]` : ''}`);
      }
      log('runs thrown away', thrownAway.length ? `${thrownAway.length}` : 'none');
      for (const discarded of thrownAway)
        log(`  ${discarded.key} run ${discarded.round} attempt ${discarded.tries}`, discarded.reason);
    } finally {
      await worker.stop();
      await statics.stop();
    }
  });
}

function routesFromArgs(argv) {
  const { values } = parseArgs({ args: argv, options: { routes: { type: 'string' } }, strict: false });
  return typeof values.routes === 'string' ? values.routes.split(',') : ['/', '/skills'];
}

export default async function hosting({ log }) {
  await measureHosting({
    runs: runsFromArgs(process.argv.slice(2)),
    routes: routesFromArgs(process.argv.slice(2)),
    log,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await hosting({ log: (label, value) => console.log(value === undefined ? label : `${label.padEnd(44)} ${value}`) });
}
