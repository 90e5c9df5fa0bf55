// Preview and canary on nginx (issue 47): deploy.mjs's release, canary, preview and abort against the
// suite's running nginx (playwright.deploy.config.ts, `npm run test:deploy`, which prints one skip line
// where nginx is not installed). The split is split_clients; the releases of a page are nginx variables
// (delivery/nginx/releaseSelection.mjs). The candidate is the skills build with one more comment in
// its entry: the same code, another release.
import { spawnSync } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isOnCandidate, visitorKey } from '../delivery/core/canary.mjs';
import {
  agentOn,
  expectBrowserOnRelease,
  expectPreview,
  expectStickyAndUnmixed,
  measuredSplit,
  visitorAgent,
  type CanaryCase,
} from './support/canary';
import { expect, test } from './support/fixtures';

const HOST = 'http://localhost:8080';
let scratch = '';
let release = '';
let canary: CanaryCase;

function deploy(...args: string[]) {
  const result = spawnSync('node', ['delivery/nginx/deploy.mjs', ...args], { env: process.env, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

// One canary at a time on the one nginx: these tests run in order.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'canary-deploy-'));
  const candidateDist = join(scratch, 'candidate');
  await cp('remote-skills/dist', candidateDist, { recursive: true });
  await appendFile(join(candidateDist, 'remoteEntry.js'), '\n// the candidate\n');
  release = deploy('release', 'skills', candidateDist);
  const remotes = JSON.parse(await (await fetch(`${HOST}/remotes.json`)).text()) as Record<string, string>;
  const stable = remotes.skills!;
  expect(deploy('canary', 'skills', release, '20')).toContain(`/${release}/remoteEntry.js`);
  canary = {
    host: HOST,
    remote: 'skills',
    route: '/skills',
    stable,
    candidate: stable.replace(/[^/]+\/remoteEntry\.js$/, `${release}/remoteEntry.js`),
  };
});

test.afterAll(async () => {
  // The other deploy tests keep the stable site.
  spawnSync('node', ['delivery/nginx/deploy.mjs', 'abort', 'skills'], { env: process.env });
  await rm(scratch, { recursive: true, force: true });
});

test.describe('nginx: canary and preview', () => {
  test.setTimeout(180_000);

  test('20 % of 2,000 fresh visitors get the candidate (split_clients), within ± 3 points', async ({ request }) => {
    const share = await measuredSplit(request, canary);
    console.log(`nginx split: ${share.toFixed(1)} % of 2,000 visitors on the candidate (20 % asked)`);
    expect(Math.abs(share - 20)).toBeLessThanOrEqual(3);
  });

  test('split_clients and npm start/the Worker put a visitor in the same arm', async ({ request }) => {
    const { salt } = JSON.parse(
      await readFile(join(process.env.DEPLOY_PREFIX ?? '', 'sites', 'host', 'canary.json'), 'utf8'),
    ).skills as { salt: string };
    for (let index = 0; index < 100; index++) {
      const agent = visitorAgent('arms', index);
      const entry = (
        (await (await request.get(`${HOST}/remotes.json`, { headers: { 'User-Agent': agent } })).json()) as Record<
          string,
          string
        >
      ).skills;
      const expected = isOnCandidate(visitorKey({ address: '127.0.0.1', userAgent: agent }), { percent: 20, salt });
      expect(entry === canary.candidate, agent).toBe(expected);
    }
  });

  test('a visitor keeps their release, a page never mixes two, GPC stays on stable', async ({ request }) => {
    await expectStickyAndUnmixed(request, canary);
  });

  test('in a browser, a page and its navigations load one release', async ({ browser, request }) => {
    await expectBrowserOnRelease(browser, canary, canary.candidate, await agentOn(request, canary, canary.candidate));
    await expectBrowserOnRelease(browser, canary, canary.stable, await agentOn(request, canary, canary.stable));
  });

  test('a preview link shows the release composed, marked, private, and is left from the keyboard', async ({
    page,
  }) => {
    expect(deploy('preview', 'skills', release)).toBe(`${HOST}/skills?preview=skills:${release}`);
    await expectPreview(page, canary, release, canary.candidate);
  });

  test('abort leaves every visitor on stable; promote makes the candidate stable', async ({ request }) => {
    deploy('abort', 'skills');
    expect(await measuredSplit(request, canary, 200)).toBe(0);
    deploy('canary', 'skills', release, '20');
    deploy('promote', 'skills');
    const promoted = { ...canary, candidate: canary.candidate };
    expect(await measuredSplit(request, promoted, 200)).toBe(100);
    // Back to the stable release the other tests expect.
    deploy('point', 'skills', canary.stable.split('/').at(-2)!);
  });
});
