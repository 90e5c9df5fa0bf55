// @vitest-environment node
// The servers' includes end to end, without a browser or a real build: fixture builds, remotes
// that fail in each way a remote can (decision 0001), the `npm start` composer and the nginx
// deploy (delivery/nginx/deploy.mjs on private ports and prefix). Ports 4390-4399 and 4420-4429 (includeRig.mjs).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deployCli,
  faultEntries,
  fixtureText,
  fragmentFiles,
  nginxTestsRun,
  lockRigPorts,
  RIG_CONTRACT_MAJOR,
  RIG_FRAGMENT,
  RIG_PORTS,
  startFaultServers,
  timedGet,
  writeFixtureBuilds,
} from '../scripts/lib/includeRig.mjs';
import { close, listen } from '../scripts/lib/servers.mjs';
import { createComposer } from './node/composer.mjs';
import { createRemoteServer } from './node/remoteServer.mjs';
import { INCLUDE_BOUNDS } from './core/composition.mjs';

// The bound a page with a failing include must be served within: the include bound plus
// room for a loaded 2-core machine.
const PAGE_BOUND_MS = INCLUDE_BOUNDS.totalMs + 1500;
const SKELETON = '<!--$--><div data-testid="skeleton-skills">Loading skills</div><!--/$-->';
const INCLUDE = (part: 'body' | 'head') => `/_fragment/skills/contract-${RIG_CONTRACT_MAJOR}/${part}`;
/** A valid release of skills built against the next contract major: the host's page must not get it. */
const OTHER_MAJOR_FILES = fragmentFiles('skills', 'next-major', RIG_CONTRACT_MAJOR + 1);
// A release whose section fragment would run a script in the page (the deploy checks refuse it).
const UNSAFE_FILES = {
  ...fragmentFiles('skills', 'unsafe'),
  [RIG_FRAGMENT.body]: `<div data-mf-remote="skills"><h1>${fixtureText('skills', 'unsafe')}</h1><script>alert(1)</script></div>`,
};

function writeRelease(folder: string, files: Record<string, string>) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'remoteEntry.js'), 'export {};\n');
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
}

let scratch = '';
let unlock: () => void = () => {};
let stopFaults: () => Promise<void> = async () => {};

beforeAll(async () => {
  unlock = await lockRigPorts();
  scratch = mkdtempSync(join(tmpdir(), 'includes-'));
  chmodSync(scratch, 0o755); // nginx's workers read the fixture builds
  stopFaults = await startFaultServers();
}, 200_000);

afterAll(async () => {
  await stopFaults();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  unlock();
});

/**
 * A /skills page composed with release "a" of the fixture skills, its token replaced by the
 * release's base URL: section and stylesheet in, no directive, skeleton or precompressed page left.
 */
function expectComposed(body: string, releaseBase: string) {
  expect(body).toContain(`<!--$--><div data-mf-remote="skills" data-release="a"><h1>${fixtureText('skills')}</h1>`);
  expect(body).toContain(`<img src="${releaseBase}assets/pic.png"`);
  expect(body).toContain(`<link rel="stylesheet" href="${releaseBase}assets/skills-a.css"></head>`);
  expect(body).not.toContain('__mf_release__');
  expect(body).not.toContain('<!--#');
  expect(body).not.toContain('Loading skills');
  expect(body).not.toContain('never sent');
}

/**
 * A /skills page whose include failed, served within the bound: 200, the skeleton where the
 * section goes, the host's own stylesheet only, and nothing of the remote's answer (its error
 * page, nginx's own, or a release of another contract major) nor a directive left.
 */
async function expectSkeletonPage(page: string) {
  const { response, body, ms } = await timedGet(page);
  expect(response.status).toBe(200);
  expect(ms).toBeLessThan(PAGE_BOUND_MS);
  expect(body).toContain(SKELETON);
  expect(body).toContain('<link rel="stylesheet" href="/assets/host.css"></head>');
  expect(body).not.toContain('<!--#');
  expect(body).not.toMatch(/remote error 500|<center>|nginx/);
  expect(body).not.toContain(fixtureText('skills', 'next-major'));
}

describe('npm start (createAppServer)', () => {
  const warnings: string[] = [];
  let host: Server;
  let remote: Server;
  let remotesPath = '';
  const remoteBase = `http://127.0.0.1:${RIG_PORTS.nodeRemote}/`;
  const setSkills = (entry: string) =>
    writeFileSync(
      remotesPath,
      JSON.stringify({
        skills: entry,
        projects: `${remoteBase}remoteEntry.js`,
        contact: `${remoteBase}remoteEntry.js`,
      }),
    );

  beforeAll(async () => {
    const builds = writeFixtureBuilds(join(scratch, 'node'), {});
    writeRelease(join(builds, 'remote-skills', 'dist', 'other-major'), OTHER_MAJOR_FILES);
    writeRelease(join(builds, 'remote-skills', 'dist', 'unsafe'), UNSAFE_FILES);
    remotesPath = join(scratch, 'node-remotes.json');
    setSkills(`${remoteBase}remoteEntry.js`);
    host = await listen(
      createComposer({
        dir: join(builds, 'host'),
        remotesJson: remotesPath,
        warn: (line) => warnings.push(line),
      }),
      RIG_PORTS.nodeHost,
    );
    remote = await listen(
      createRemoteServer({ dir: join(builds, 'remote-skills'), allowedOrigins: ['http://127.0.0.1:4390'] }),
      RIG_PORTS.nodeRemote,
    );
  });
  afterAll(async () => {
    await Promise.all([host, remote].filter(Boolean).map(close));
  });

  const page = `http://127.0.0.1:${RIG_PORTS.nodeHost}/skills`;

  it('puts the current release fragment (token replaced) into the page, compressed on the fly, no-cache', async () => {
    warnings.length = 0;
    const { response, body } = await timedGet(page);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('link')).toContain('rel=modulepreload');
    expectComposed(body, remoteBase);
    expect(warnings).toEqual([]);

    const gzip = await timedGet(page, { 'Accept-Encoding': 'gzip' });
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toBe(body);
    const plain = await timedGet(page, { 'Accept-Encoding': 'identity' });
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(body);
  });

  it('compresses the pages without includes too', async () => {
    const { response, body } = await timedGet(`http://127.0.0.1:${RIG_PORTS.nodeHost}/education`, {
      'Accept-Encoding': 'gzip, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(body).toContain('<h1>Education</h1>');
    const missing = await timedGet(`http://127.0.0.1:${RIG_PORTS.nodeHost}/no/such/page`, {
      'Accept-Encoding': 'gzip',
    });
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('content-encoding')).toBe('gzip');
    expect(missing.body).toContain('Page not found');
  });

  it('serves the remote fragment files no-cache, and does not answer /_fragment/ from outside', async () => {
    const fragment = await timedGet(`${remoteBase}${RIG_FRAGMENT.body}`, {});
    expect(fragment.response.headers.get('cache-control')).toBe('no-cache');
    expect(fragment.body).toBe(fragmentFiles('skills')[RIG_FRAGMENT.body]);
    for (const path of [INCLUDE('body'), INCLUDE('head')]) {
      const outside = await timedGet(`http://127.0.0.1:${RIG_PORTS.nodeHost}${path}`);
      expect(outside.response.status).toBe(404);
      expect(outside.body).not.toContain(fixtureText('skills'));
    }
  });

  it('never serves a fragment that fails the deploy checks: the skeleton, and a line naming the problem', async () => {
    setSkills(`${remoteBase}unsafe/remoteEntry.js`);
    warnings.length = 0;
    const { response, body } = await timedGet(page);
    expect(response.status).toBe(200);
    expect(body).toContain(SKELETON);
    expect(body).not.toContain('alert(1)');
    expect(body).not.toContain(fixtureText('skills', 'unsafe'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^\[ssi\] \/skills: include .*\/body failed \(.*fragment refused: contains a <script>\); sent stub "mf-skeleton-skills"$/,
      ),
    ]);
    setSkills(`${remoteBase}remoteEntry.js`);
  });

  const faults: Record<string, string> = {
    'a missing fragment (404)': `${remoteBase}missing-release/remoteEntry.js`,
    'a release built against another contract major': `${remoteBase}other-major/remoteEntry.js`,
    ...faultEntries('skills'),
  };
  for (const [fault, entry] of Object.entries(faults)) {
    it(`sends the skeleton quickly and logs the include on ${fault}`, async () => {
      setSkills(entry);
      warnings.length = 0;
      await expectSkeletonPage(page);
      const base = entry.replace('remoteEntry.js', '');
      expect(warnings).toHaveLength(2);
      expect(warnings.find((line) => line.includes(INCLUDE('body')))).toMatch(
        new RegExp(
          `^\\[ssi\\] /skills: include ${INCLUDE('body')} failed \\(${base}${RIG_FRAGMENT.body.replaceAll('.', '\\.')}: .+\\); sent stub "mf-skeleton-skills"$`,
        ),
      );
      setSkills(`${remoteBase}remoteEntry.js`);
    });
  }
});

describe.runIf(nginxTestsRun('delivery/includes.test.ts, nginx deploy'))(
  'nginx deploy (delivery/nginx/deploy.mjs)',
  () => {
    const ports = RIG_PORTS.nginx;
    const page = `http://localhost:${ports.host}/skills`;
    let options = { prefix: '', distRoot: '' };
    const remotesJsonPath = () => join(options.prefix, 'sites', 'host', 'remotes.json');
    const errorLog = () => readFileSync(join(options.prefix, 'logs', 'error.log'), 'utf8');
    let healthy = '';

    beforeAll(() => {
      options = { prefix: join(scratch, 'nginx'), distRoot: writeFixtureBuilds(join(scratch, 'builds'), {}) };
      const started = deployCli(['start', '--fresh'], options);
      expect(started.status, started.stderr).toBe(0);
      healthy = JSON.parse(readFileSync(remotesJsonPath(), 'utf8')).skills;
    }, 30_000);
    afterAll(() => {
      if (options.prefix) deployCli(['stop'], options);
    });

    const setSkills = (entry: string) => {
      const remotes = JSON.parse(readFileSync(remotesJsonPath(), 'utf8'));
      writeFileSync(remotesJsonPath(), JSON.stringify({ ...remotes, skills: entry }));
      const reloaded = deployCli(['reload'], options);
      expect(reloaded.status, reloaded.stderr).toBe(0);
    };

    it('composes the page with the current release fragment, token replaced, compressed after SSI, no-cache', async () => {
      const base = healthy.replace('remoteEntry.js', '');
      const { response, body } = await timedGet(page);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectComposed(body, base);
      const gzip = await timedGet(page, { 'Accept-Encoding': 'gzip' });
      expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.body).toBe(body);
    });

    it('serves the fragment files no-cache from the remote, and 404 for /_fragment/ from outside', async () => {
      const fragment = await timedGet(healthy.replace('remoteEntry.js', RIG_FRAGMENT.body));
      expect(fragment.response.headers.get('cache-control')).toBe('no-cache');
      const head = await timedGet(healthy.replace('remoteEntry.js', RIG_FRAGMENT.head));
      expect(head.response.headers.get('cache-control')).toBe('no-cache');
      for (const path of [INCLUDE('body'), INCLUDE('head')]) {
        const outside = await timedGet(`http://localhost:${ports.host}${path}`);
        expect(outside.response.status).toBe(404);
        expect(outside.body).not.toContain(fixtureText('skills'));
      }
    });

    it('switches the fragment with a re-point and back with a rollback', async () => {
      const second = join(scratch, 'release-b');
      mkdirSync(second, { recursive: true });
      writeFileSync(join(second, 'remoteEntry.js'), 'export const release = "b";\n');
      for (const [file, text] of Object.entries(fragmentFiles('skills', 'b'))) writeFileSync(join(second, file), text);
      const added = deployCli(['release', 'skills', second], options);
      expect(added.status, added.stderr).toBe(0);
      const first = healthy.split('/').at(-2)!;

      expect(deployCli(['point', 'skills', added.stdout], options).status).toBe(0);
      const after = (await timedGet(page)).body;
      expect(after).toContain(fixtureText('skills', 'b'));
      expect(after).toContain(`/${added.stdout}/assets/skills-b.css`);
      const remotesJson = JSON.parse((await timedGet(`http://localhost:${ports.host}/remotes.json`)).body);
      expect(remotesJson.skills).toContain(added.stdout);

      expect(deployCli(['point', 'skills', first], options).status).toBe(0);
      const back = (await timedGet(page)).body;
      expect(back).toContain(fixtureText('skills', 'a'));
      expect(back).not.toContain(fixtureText('skills', 'b'));
    }, 30_000); // three deploy CLI runs, each reloading nginx

    const faults: Record<string, () => string> = {
      'a missing fragment (404)': () => {
        // A release folder from before fragments existed: deployed by hand, the remote answers 404.
        const folder = join(options.prefix, 'sites', 'skills', 'nofragment');
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, 'remoteEntry.js'), 'export {};\n');
        return `http://localhost:${ports.skills}/nofragment/remoteEntry.js`;
      },
      'a release built against another contract major': () => {
        const folder = join(options.prefix, 'sites', 'skills', 'othermajor');
        writeRelease(folder, OTHER_MAJOR_FILES);
        return `http://localhost:${ports.skills}/othermajor/remoteEntry.js`;
      },
      ...Object.fromEntries(Object.entries(faultEntries('skills')).map(([fault, entry]) => [fault, () => entry])),
    };
    for (const [fault, entryFor] of Object.entries(faults)) {
      it(`sends the skeleton quickly and logs which include failed on ${fault}`, async () => {
        setSkills(entryFor());
        const logBefore = errorLog().length;
        await expectSkeletonPage(page);
        // The log line is written when the include finishes; give the worker a moment.
        await new Promise((done) => setTimeout(done, 100));
        const log = errorLog().slice(logBefore);
        expect(log).toContain(`include ${INCLUDE('body')} failed: status `);
        expect(log).toContain(`include ${INCLUDE('head')} failed: status `);
        expect(log).toContain('page "GET /skills HTTP/1.1"');
        setSkills(healthy);
      }, 15_000); // a 5 s answer outlasts vitest's default time limit
    }

    it('start on a running deploy deploys again and reloads, instead of failing to bind', async () => {
      const again = deployCli(['start'], options);
      expect(again.status, again.stderr).toBe(0);
      expect(again.stderr).not.toContain('Address already in use');
      expect((await timedGet(page)).body).toContain(fixtureText('skills'));
    });

    it('refuses, with one line, a release with a bad fragment or an unsafe name', () => {
      const bad = join(scratch, 'bad-release');
      mkdirSync(bad, { recursive: true });
      writeFileSync(join(bad, 'remoteEntry.js'), 'export {};\n');
      const { body, head } = RIG_FRAGMENT;
      const cases: [Record<string, string | null>, RegExp][] = [
        [{ [body]: null, [head]: null }, /fragment\.contract-<major>\.html: missing/],
        [{ [body]: null }, new RegExp(`${body.replaceAll('.', '\\.')}: missing`)],
        [{ [body]: '<div data-mf-remote="skills"><p>x</div>' }, /not well-formed HTML/],
        [{ [body]: '<div data-mf-remote="projects">x</div>' }, /one root <div data-mf-remote="skills">/],
        [{ [body]: '<div data-mf-remote="skills"><script>x()</script></div>' }, /contains a <script>/],
        [{ [body]: '<div data-mf-remote="skills" onclick="x()"></div>' }, /inline event handler/],
        [{ [body]: '<div data-mf-remote="skills"><a href="javascript:x()">x</a></div>' }, /javascript: URL/],
        [{ [body]: '<div data-mf-remote="skills">x</div>\n' }, /ends with a newline/],
        [{ [head]: null }, new RegExp(`${head.replaceAll('.', '\\.')}: missing`)],
        [OTHER_MAJOR_FILES, /fragment files for more than one contract major/],
      ];
      for (const [files, message] of cases) {
        const all = { ...fragmentFiles('skills'), ...files };
        for (const file of Object.keys(OTHER_MAJOR_FILES)) rmSync(join(bad, file), { force: true });
        for (const [file, text] of Object.entries(all)) {
          rmSync(join(bad, file), { force: true });
          if (text !== null) writeFileSync(join(bad, file), text);
        }
        const refused = deployCli(['release', 'skills', bad], options);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(message);
        expect(refused.stderr.split('\n')).toHaveLength(1);
        expect(refused.stderr).toMatch(/^deploy: release of skills refused: /);
      }
      for (const name of ['../host', 'Bad', 'a b', 'x..y']) {
        const refused = deployCli(['point', 'skills', name], options);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(/^deploy: unsafe release name/);
      }
    }, 30_000); // a dozen deploy CLI runs: slow on a busy 2-core machine
  },
);
