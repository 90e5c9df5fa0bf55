// @vitest-environment node
// A traffic spike, correctness only (the figures are `npm run load`'s): 300 concurrent
// visitors on each remote route of the nginx deploy and of `npm start`'s server (delivery/node/serve.mjs,
// its cluster of workers, each with its own fragment cache) all get a 200 page with the section; then
// one remote's origin stops after its first good fetch, and every page still carries the section, from
// the fragment cache, marked stale once its freshness has passed, whichever worker answers.
// Fixture builds from includeRig.mjs. Ports 4449-4459 (this test's alone), under the include rig's lock.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deployCli,
  fixtureText,
  fragmentFiles,
  nginxTestsRun,
  lockRigPorts,
  RIG_FRAGMENT,
  timedGet,
  writeFixtureBuilds,
} from '../scripts/lib/includeRig.mjs';
import { close, listen } from '../scripts/lib/servers.mjs';

const PORTS = {
  // One per app, in apps.json's order (remote-writing's came later: 4459 and 4449).
  nginx: { host: 4450, skills: 4451, projects: 4452, contact: 4453, writing: 4459 },
  nodeHost: 4454,
  nodeRemotes: { skills: 4455, projects: 4456, contact: 4457, writing: 4449 },
  stoppableOrigin: 4458,
};
/** The remotes whose header route the spike visits; every remote is served and named in remotes.json. */
const REMOTES = ['skills', 'projects', 'contact'] as const;
const ALL_REMOTES = Object.keys(PORTS.nodeRemotes) as (keyof typeof PORTS.nodeRemotes)[];
const VISITORS = 300;
const STALE_MARK = (remote: string) => `<meta name="mf-fragment-stale" content="${remote}">`;
const SERVE = join(import.meta.dirname, 'node', 'serve.mjs');
/** More workers than one: a page may come from any of them, each with its own fragment cache. */
const WORKERS = 4;

let scratch = '';
let builds = '';
let unlock: () => void = () => {};

beforeAll(async () => {
  unlock = await lockRigPorts();
  scratch = mkdtempSync(join(tmpdir(), 'spike-'));
  chmodSync(scratch, 0o755); // nginx's workers read the fixture builds
  builds = writeFixtureBuilds(join(scratch, 'builds'), {});
  // The real head fragments carry the release marker; the stale mark goes before it.
  for (const remote of REMOTES) {
    const head = `<meta name="mf-release-${remote}" content="/__mf_release__/">${fragmentFiles(remote)[RIG_FRAGMENT.head]}`;
    writeFileSync(join(builds, `remote-${remote}`, 'dist', RIG_FRAGMENT.head), head);
  }
}, 200_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  unlock();
});

/** A remote's origin that can be stopped: serves `folder` (its releases) with nothing else. */
async function stoppableOrigin(folder: string) {
  const serve = sirv(folder, { dev: true });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  await listen(server, PORTS.stoppableOrigin);
  return { origin: `http://127.0.0.1:${PORTS.stoppableOrigin}`, stop: () => close(server) };
}

/** `count` visitors at once, each on a new connection; the answers (status, headers, body). */
function spike(url: string, count = VISITORS) {
  return Promise.all(Array.from({ length: count }, () => timedGet(url, {})));
}

type Answer = Awaited<ReturnType<typeof timedGet>>;

/** Every answer a 200 whose body carries the remote's section (and no skeleton). */
function expectAllComposed(answers: Answer[], remote: string) {
  const statuses = answers.map(({ response }) => response.status);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const missing = answers.filter(
    ({ body }) => !body.includes(fixtureText(remote)) || body.includes(`Loading ${remote}`),
  );
  expect(missing.length, `${missing.length} of ${answers.length} pages without the ${remote} section`).toBe(0);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('npm start (serve.mjs, a cluster of workers) under a spike', () => {
  let server: ChildProcess | null = null;
  let remotesPath = '';
  const page = (route: string) => `http://127.0.0.1:${PORTS.nodeHost}${route}`;
  const entries = Object.fromEntries(
    ALL_REMOTES.map((remote) => [remote, `http://127.0.0.1:${PORTS.nodeRemotes[remote]}/remoteEntry.js`]),
  );

  beforeAll(async () => {
    remotesPath = join(scratch, 'node-remotes.json');
    writeFileSync(remotesPath, JSON.stringify(entries));
    server = spawn(process.execPath, [SERVE, '--no-form-service'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        SERVE_BUILDS: builds,
        SERVE_PORTS: [PORTS.nodeHost, ...ALL_REMOTES.map((remote) => PORTS.nodeRemotes[remote])].join(','),
        SERVE_REMOTES_JSON: remotesPath,
        SERVE_FRAGMENT_FRESH_MS: '300',
        SERVE_WORKERS: String(WORKERS),
      },
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        if ((await timedGet(page('/remotes.json'), {})).response.status === 200) break;
      } catch {
        if (Date.now() > deadline || server.exitCode !== null) throw new Error('serve.mjs did not start');
        await sleep(200);
      }
    }
  }, 30_000);
  afterAll(async () => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  });

  /** The primary's child processes: its workers. */
  const workerPids = () => {
    const pid = server?.pid;
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  };

  it(`runs ${WORKERS} workers`, () => {
    expect(workerPids()).toHaveLength(WORKERS);
  });

  for (const remote of REMOTES) {
    it(`answers ${VISITORS} concurrent visitors of /${remote} with a composed page each`, async () => {
      const answers = await spike(page(`/${remote}`));
      expectAllComposed(answers, remote);
      expect(answers.every(({ response }) => !response.headers.has('x-fragment-status'))).toBe(true);
    }, 30_000);
  }

  it('keeps the section, marked stale, when the remote stops after its first good fetch', async () => {
    const origin = await stoppableOrigin(join(builds, 'remote-skills', 'dist'));
    try {
      writeFileSync(remotesPath, JSON.stringify({ ...entries, skills: `${origin.origin}/remoteEntry.js` }));
      expectAllComposed([await timedGet(page('/skills'), {})], 'skills'); // the first good fetch
      await sleep(50); // the worker that fetched hands its copy to the others (through the primary)
      await origin.stop();
      expectAllComposed(await spike(page('/skills')), 'skills'); // fresh copies, whichever worker answers

      await sleep(400); // past the copy's freshness: the next page starts a refresh, which fails
      await timedGet(page('/skills'), {});
      await sleep(100);
      const answers = await spike(page('/skills'));
      expectAllComposed(answers, 'skills');
      const unmarked = answers.filter(
        ({ response, body }) =>
          response.headers.get('x-fragment-status') !== 'skills=stale' || !body.includes(STALE_MARK('skills')),
      );
      expect(unmarked).toHaveLength(0);
    } finally {
      await origin.stop().catch(() => {});
      writeFileSync(remotesPath, JSON.stringify(entries));
    }
  }, 30_000);

  it('replaces a worker that dies, and keeps answering with composed pages', async () => {
    const killed = workerPids()[0] ?? 0;
    expect(killed).toBeGreaterThan(0);
    process.kill(killed, 'SIGKILL');
    const deadline = Date.now() + 10_000;
    while (workerPids().includes(killed) || workerPids().length < WORKERS) {
      if (Date.now() > deadline) throw new Error(`worker ${killed} was not replaced`);
      await sleep(100);
    }
    expectAllComposed(await spike(page('/projects')), 'projects');
  }, 20_000);

  it('stops every worker on SIGTERM and frees the ports', async () => {
    const workers = workerPids();
    const exited = new Promise<number | null>((done) => server?.once('exit', (code) => done(code)));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
    const alive = workers.filter((worker) => {
      try {
        process.kill(worker, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
    await expect(timedGet(page('/remotes.json'), {})).rejects.toThrow('ECONNREFUSED');
  }, 10_000);
});

describe.runIf(nginxTestsRun('delivery/spike.test.ts, nginx deploy under a spike'))(
  'nginx deploy under a spike',
  () => {
    const options = {
      prefix: '',
      distRoot: '',
      ports: PORTS.nginx,
      env: { DEPLOY_FRAGMENT_FRESH: '1s' },
    };
    const page = (route: string) => `http://localhost:${PORTS.nginx.host}${route}`;

    beforeAll(() => {
      Object.assign(options, { prefix: join(scratch, 'nginx'), distRoot: builds });
      const started = deployCli(['start', '--fresh'], options);
      expect(started.status, started.stderr).toBe(0);
    }, 30_000);
    afterAll(() => {
      if (options.prefix) deployCli(['stop'], options);
    });

    for (const remote of REMOTES) {
      it(`answers ${VISITORS} concurrent visitors of /${remote} with a composed page each, no connection reset`, async () => {
        expectAllComposed(await spike(page(`/${remote}`)), remote);
      }, 30_000);
    }

    it('keeps the section from its cache, marked stale, when the remote stops after its first good fetch', async () => {
      const remotesPath = join(options.prefix, 'sites', 'host', 'remotes.json');
      const before = JSON.parse((await timedGet(page('/remotes.json'), {})).body);
      // The origin serves the deployed releases under the same paths as nginx's skills server.
      const origin = await stoppableOrigin(join(options.prefix, 'sites', 'skills'));
      try {
        const path = new URL(before.skills).pathname;
        writeFileSync(remotesPath, JSON.stringify({ ...before, skills: `${origin.origin}${path}` }));
        expect(deployCli(['reload'], options).status).toBe(0);
        expectAllComposed([await timedGet(page('/skills'), {})], 'skills'); // the first good fetch
        await origin.stop();
        expectAllComposed(await spike(page('/skills')), 'skills');

        // Past the copy's freshness (DEPLOY_FRAGMENT_FRESH=1s; nginx counts whole seconds, so up to 2 s).
        await sleep(2100);
        const answers = await spike(page('/skills'));
        expectAllComposed(answers, 'skills');
        const unmarked = answers.filter(({ body }) => !body.includes(STALE_MARK('skills')));
        expect(unmarked).toHaveLength(0);
        expect(answers.every(({ body }) => !body.includes('<!--#'))).toBe(true);
      } finally {
        await origin.stop().catch(() => {});
        writeFileSync(remotesPath, JSON.stringify(before));
        deployCli(['reload'], options);
      }
    }, 30_000);
  },
);
