#!/usr/bin/env node
// `npm run load`: a traffic spike on both servers, and whether every page stays composed; its options and figures:
// docs/operations.md. Ports: nginx 8090-8094, `npm start` 4460-4464, the stoppable origin 4465/4466 (no e2e port).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import config from '../shared/build/apps.json' with { type: 'json' };
import { consecutivePorts } from '../shared/build/appPorts.mjs';
import { prefixOwnerOf, remoteNamesOf } from '../shared/build/apps.mjs';
import { contractMajorOf, fragmentFileNames } from '../shared/build/fragment.mjs';
import { deployCli as deployNginx } from './lib/includeRig.mjs';
import { buildUnless, close, listen } from './lib/servers.mjs';
import { textTable } from './lib/textTable.mjs';
import { waitForUrl } from './lib/waitForUrl.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVE = join(ROOT, 'delivery', 'node', 'serve.mjs');
const COUNT_SCRIPT = join(ROOT, 'scripts', 'load', 'count.lua');
// One port per app (apps.json): the host's, then the remotes'.
const NGINX_PORTS = consecutivePorts(8090);
const OUTAGE_PORTS = { nginx: 4465, start: 4466 };
const START_PORTS = consecutivePorts(4460, { below: OUTAGE_PORTS.nginx });
const NGINX_PREFIX = '/tmp/portfolio-nginx-load';
const REMOTES = remoteNamesOf();
const STALE_MARKER = 'name="mf-fragment-stale"';

const { values: args } = parseArgs({
  strict: false,
  options: {
    url: { type: 'string' },
    levels: { type: 'string', default: '50,200,1000' },
    seconds: { type: 'string', default: '6' },
    routes: {
      type: 'string',
      default: '/,/skills,/education,/projects,/contact,/writing/composing-pages-on-the-server',
    },
    server: { type: 'string', default: 'nginx,start' },
    soak: { type: 'boolean', default: false },
    'soak-seconds': { type: 'string', default: '300' },
    'no-build': { type: 'boolean', default: false },
    'no-outage': { type: 'boolean', default: false },
  },
});
const url = typeof args.url === 'string' ? args.url : null;
const levels = String(args.levels).split(',').map(Number);
const seconds = Number(args.seconds);
const routes = String(args.routes).split(',');
const servers = url ? ['url'] : String(args.server).split(',');

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A phrase of the section's own text (the first long text of its fragment): in the body only when composed. */
function sectionText(remote) {
  const version = readFileSync(join(ROOT, 'shared', 'src', 'federation', 'version.ts'), 'utf8');
  const major = contractMajorOf(/['"](\d+\.\d+\.\d+)['"]/.exec(version)?.[1] ?? '');
  const fragment = readFileSync(join(ROOT, config.apps[remote].dir, 'dist', fragmentFileNames(major).body), 'utf8');
  const text = fragment
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length >= 24 && !line.includes('&'));
  if (!text) throw new Error(`no section text found in ${remote}'s fragment`);
  return text.slice(0, 48);
}

/** What a composed answer of `route` holds: its section's text, a prefix's page's wrapper, or the page's end. */
function markerFor(route) {
  const remote = config.routes.find((candidate) => candidate.path === route)?.remote;
  if (remote) return sectionText(remote);
  const owner = prefixOwnerOf(route);
  return owner ? `<div data-mf-remote="${owner.remote}">` : '</html>';
}

/** A process and all its descendants (from /proc): `npm start` is a primary and its workers. */
function processTree(pid) {
  const tree = [String(pid)];
  for (let index = 0; index < tree.length; index += 1) {
    try {
      const children = readFileSync(`/proc/${tree[index]}/task/${tree[index]}/children`, 'utf8').trim();
      if (children) tree.push(...children.split(/\s+/));
    } catch {
      // gone
    }
  }
  return tree;
}

/** Resident memory in MB of a set of processes (from /proc). */
function memoryMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

function deployCli(args) {
  const result = deployNginx(args, { prefix: NGINX_PREFIX, ports: NGINX_PORTS });
  if (result.status !== 0) throw new Error(`deploy ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** A site under load: its base URL, its processes, how to re-point skills, how to stop it. */
async function startServer(kind) {
  if (kind === 'url' && url) return { name: url, base: url.replace(/\/$/, ''), pids: () => [], stop: async () => {} };
  if (kind === 'nginx') {
    deployCli(['start', '--fresh']);
    const base = `http://localhost:${NGINX_PORTS.host}`;
    await waitForUrl(`${base}/remotes.json`);
    const remotesPath = join(NGINX_PREFIX, 'sites', 'host', 'remotes.json');
    return {
      name: 'nginx',
      base,
      pids: () => processTree(readFileSync(join(NGINX_PREFIX, 'nginx.pid'), 'utf8').trim()),
      remotes: () => JSON.parse(readFileSync(remotesPath, 'utf8')),
      repoint: (entries) => {
        writeFileSync(remotesPath, JSON.stringify(entries, null, 2));
        deployCli(['reload']);
      },
      /** The current skills release's folder (the stoppable origin serves it under the same path). */
      skillsFolder: () => join(NGINX_PREFIX, 'sites', 'skills'),
      stop: async () => void deployCli(['stop']),
    };
  }
  // `npm start`'s server on ports of its own, with a remotes.json that names them.
  const scratch = mkdtempSync(join(tmpdir(), 'load-start-'));
  const remotesPath = join(scratch, 'remotes.json');
  const entries = Object.fromEntries(
    REMOTES.map((name) => [name, `http://localhost:${START_PORTS[name]}/remoteEntry.js`]),
  );
  writeFileSync(remotesPath, JSON.stringify(entries, null, 2));
  const child = spawn(process.execPath, [SERVE, '--no-form-service'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      SERVE_PORTS: Object.values(START_PORTS).join(','),
      SERVE_REMOTES_JSON: remotesPath,
    },
  });
  const base = `http://localhost:${START_PORTS.host}`;
  await waitForUrl(`${base}/remotes.json`);
  return {
    name: 'npm start',
    base,
    pids: () => processTree(child.pid), // the primary and its workers
    remotes: () => JSON.parse(readFileSync(remotesPath, 'utf8')),
    repoint: (next) => writeFileSync(remotesPath, JSON.stringify(next, null, 2)),
    skillsFolder: () => join(ROOT, config.apps.skills.dir, 'dist'),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Holds `target` with `connections` open connections for `secs` seconds; resolves to wrk's counts. */
function wrk(target, connections, secs, marker) {
  return new Promise((done, fail) => {
    const child = spawn(
      'wrk',
      ['-t', '2', '-c', String(connections), '-d', `${secs}s`, '--timeout', '2s', '-s', COUNT_SCRIPT, target],
      { env: { ...process.env, LOAD_MARKER: marker, LOAD_STALE_MARKER: STALE_MARKER } },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', (error) =>
      fail(new Error(`wrk could not start (${error.message}); Debian: apt-get install -y wrk`)),
    );
    child.on('exit', () => {
      const line = /LOAD_RESULT (.+)/.exec(out)?.[1];
      if (!line) fail(new Error(`wrk printed no result:\n${out}`));
      else done(JSON.parse(line));
    });
  });
}

const pct = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(part === whole ? 0 : 1)} %` : '—');
const ms = (us) => `${(us / 1000).toFixed(us < 10_000 ? 1 : 0)} ms`;

function row(server, route, connections, result) {
  const pages = result.composed + result.plain;
  const resets = result.readErrors + result.writeErrors;
  return [
    server,
    route,
    String(connections),
    `${pct(result.composed, result.requests)} (${result.composed}/${result.requests})`,
    ...[result.plain, result.stale, Math.round(pages / (result.durationUs / 1e6))].map(String),
    ms(result.p50Us),
    ms(result.p99Us),
    ...[result.non200, result.connectErrors, resets, result.timeouts].map(String),
  ];
}

const HEADER = ['server', 'route', 'conns', 'composed (of answers)', 'not composed', 'stale', 'pages/s'];
HEADER.push('p50', 'p99', 'non-200', 'refused', 'resets', 'time-outs');

/** An origin of this process serving `folder` (a remote's releases); stopped halfway through a run. */
async function stoppableOrigin(folder, port) {
  const serve = sirv(folder, { dev: true });
  const server = createServer((req, res) =>
    serve(req, res, () => void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')),
  );
  await listen(server, port);
  return { origin: `http://127.0.0.1:${port}`, stop: () => close(server) };
}

/** "A remote dies during the spike": skills' origin stops halfway through a 200-connection run. */
async function outage(site, kind) {
  const before = site.remotes();
  const path = new URL(before.skills).pathname; // nginx: /<release>/remoteEntry.js; npm start: /remoteEntry.js
  const origin = await stoppableOrigin(site.skillsFolder(), OUTAGE_PORTS[kind]);
  try {
    site.repoint({ ...before, skills: `${origin.origin}${path}` });
    const marker = markerFor('/skills');
    const first = await (await fetch(`${site.base}/skills`)).text();
    if (!first.includes(marker)) throw new Error('the page was not composed from the stoppable origin');
    // Long enough that the copy refreshed just before the stop (5 s of freshness) runs out while the run lasts.
    const secs = Math.max(seconds * 2, 20);
    const run = wrk(`${site.base}/skills`, 200, secs, marker);
    await sleep((secs * 1000) / 2);
    await origin.stop();
    const result = await run;
    return row(site.name, '/skills, origin stopped halfway', 200, result);
  } finally {
    await origin.stop().catch(() => {});
    site.repoint(before);
  }
}

async function main() {
  if (spawnSync('wrk', ['-v']).error) {
    console.error('wrk is not installed (Debian: apt-get install -y wrk)');
    process.exit(1);
  }
  buildUnless(url || args['no-build']);
  const rows = [];
  const memory = [];
  const soakLines = [];
  for (const kind of servers) {
    const site = await startServer(kind);
    try {
      const markers = Object.fromEntries(routes.map((route) => [route, markerFor(route)]));
      // Ordinary traffic before the spike (a server that just started has not compiled its hot paths yet).
      for (const route of routes) await wrk(`${site.base}${route}`, 50, 2, markers[route]);
      const memoryBefore = memoryMb(site.pids());
      if (args.soak) {
        const secs = Number(args['soak-seconds']);
        const run = wrk(`${site.base}/skills`, 200, secs, markers['/skills'] ?? markerFor('/skills'));
        // Memory every 30 s: growth from the first sample to the last is what a leak shows.
        const samples = [];
        const sampler = setInterval(() => samples.push(memoryMb(site.pids())), 30_000);
        const result = await run.finally(() => clearInterval(sampler));
        rows.push(row(site.name, '/skills (soak)', 200, result));
        if (samples.length >= 2) {
          const [first, last] = [samples[0], samples.at(-1)];
          soakLines.push(
            `${site.name}: memory under load every 30 s: ${samples.map((mb) => mb.toFixed(1)).join(', ')} MB; ` +
              `growth from the first sample ${((100 * (last - first)) / first).toFixed(1)} %`,
          );
        }
      } else {
        for (const connections of levels) {
          for (const route of routes) {
            const result = await wrk(`${site.base}${route}`, connections, seconds, markers[route]);
            rows.push(row(site.name, route, connections, result));
            console.error(rows.at(-1)?.join('  '));
            await sleep(1000); // let the kernel close the last run's sockets
          }
        }
      }
      const memoryAfter = memoryMb(site.pids());
      if (site.pids().length) memory.push({ server: site.name, before: memoryBefore, after: memoryAfter });
      if (!args.soak && !args['no-outage'] && kind !== 'url') {
        rows.push(await outage(site, kind));
        console.error(rows.at(-1)?.join('  '));
      }
    } finally {
      await site.stop();
    }
  }
  console.log('');
  console.log(textTable(HEADER, rows));
  console.log('');
  for (const { server, before, after } of memory) {
    const growth = ((100 * (after - before)) / before).toFixed(1);
    console.log(`${server}: memory ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after (${growth} %)`);
  }
  for (const line of soakLines) console.log(line);
  console.log(
    '\ncomposed: 200 with the section text (for / and /education: a whole page); stale: marked as served from the fragment cache past its freshness after the remote failed; resets: wrk read/write errors; time-out: no answer within 2 s.',
  );
}

await main();
