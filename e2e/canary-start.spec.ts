// Preview and canary on `npm start`'s server (issue 47), with a host of its own (its own remotes.json
// and canary.json, so the suite's other tests keep the stable site) and the skills remote serving a
// candidate release at /<release>/ (delivery/node/releases.mjs). nginx: canary-deploy.spec.ts;
// workerd: canary-edge.spec.ts.
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseEntryBeside } from '../delivery/core/canary.mjs';
import { createAppServer } from '../delivery/node/staticServer.mjs';
import {
  agentOn,
  expectBrowserOnRelease,
  expectPreview,
  expectStickyAndUnmixed,
  measuredSplit,
  type CanaryCase,
} from './support/canary';
import { expect, test } from './support/fixtures';
import { close, listen } from './support/servers';

const servers: Server[] = [];
let scratch = '';
let canary: CanaryCase;
let release = '';

test.beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'canary-start-'));
  // The remote's releases folder, read per request (releases.mjs).
  process.env.SERVE_RELEASES = join(scratch, 'releases');
  const { addRelease } = await import('../delivery/node/releases.mjs');
  const candidateDist = join(scratch, 'candidate');
  await cp('remote-skills/dist', candidateDist, { recursive: true });
  await appendFile(join(candidateDist, 'remoteEntry.js'), '\n// the candidate\n'); // another release id
  release = addRelease('skills', candidateDist);

  const skills = createAppServer({ dir: 'remote-skills', allowedOrigins: ['*'] });
  servers.push(skills);
  const stable = `http://127.0.0.1:${await listen(skills)}/remoteEntry.js`;
  const candidate = releaseEntryBeside(stable, release);
  const remotesJson = join(scratch, 'remotes.json');
  const defaults = JSON.parse(await readFile('host/dist/remotes.json', 'utf8')) as Record<string, string>;
  await writeFile(remotesJson, JSON.stringify({ ...defaults, skills: stable }));
  await writeFile(
    join(scratch, 'canary.json'),
    JSON.stringify({ skills: { entry: candidate, percent: 20, salt: 'e2e' } }),
  );
  const host = createAppServer({ dir: 'host', spa: true, remotesJson, warn: () => {} });
  servers.push(host);
  canary = { host: `http://127.0.0.1:${await listen(host)}`, remote: 'skills', route: '/skills', stable, candidate };
});

test.afterAll(async () => {
  await Promise.all(servers.map(close));
  delete process.env.SERVE_RELEASES;
  await rm(scratch, { recursive: true, force: true });
});

test.describe('npm start: canary and preview', () => {
  test.setTimeout(180_000);

  test('20 % of 2,000 fresh visitors get the candidate, within ± 3 points', async ({ request }) => {
    const share = await measuredSplit(request, canary);
    console.log(`npm start split: ${share.toFixed(1)} % of 2,000 visitors on the candidate (20 % asked)`);
    expect(Math.abs(share - 20)).toBeLessThanOrEqual(3);
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
    await expectPreview(page, canary, release, canary.candidate);
    // The shared fragment cache never got the preview's fragment: stable visitors see stable.
    expect(await (await page.request.get(`${canary.host}/skills`, { headers: { 'Sec-GPC': '1' } })).text()).toContain(
      `content="${canary.stable.replace('remoteEntry.js', '')}"`,
    );
  });
});
