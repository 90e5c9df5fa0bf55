// Preview and canary on the host Worker in workerd (issue 47): remotes.json and canary.json in the
// REMOTES KV namespace, as `wrangler kv key put` leaves them; the skills remote served by
// `npm start`'s server with a candidate release at /<release>/. Run by `npm run test:edge`.
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseEntryBeside } from '../delivery/core/canary.mjs';
import { startHostWorker } from '../delivery/edge/start.mjs';
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

/** Beside edge.spec.ts's 4400, so the two never share a Worker. */
const PORT = 4407;
const servers: Server[] = [];
let worker: Awaited<ReturnType<typeof startHostWorker>>;
let scratch = '';
let canary: CanaryCase;
let release = '';

test.beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'canary-edge-'));
  process.env.SERVE_RELEASES = join(scratch, 'releases');
  const { addRelease } = await import('../delivery/node/releases.mjs');
  const candidateDist = join(scratch, 'candidate');
  await cp('remote-skills/dist', candidateDist, { recursive: true });
  await appendFile(join(candidateDist, 'remoteEntry.js'), '\n// the candidate\n');
  release = addRelease('skills', candidateDist);
  const skills = createAppServer({ dir: 'remote-skills', allowedOrigins: ['*'] });
  servers.push(skills);
  const stable = `http://127.0.0.1:${await listen(skills)}/remoteEntry.js`;
  const candidate = releaseEntryBeside(stable, release);
  const defaults = JSON.parse(await readFile('host/dist/remotes.json', 'utf8')) as Record<string, string>;

  worker = await startHostWorker({ port: PORT, onLog: () => {} });
  const kv = await worker.mf.getKVNamespace('REMOTES');
  await kv.put('remotes.json', JSON.stringify({ ...defaults, skills: stable }));
  await kv.put('canary.json', JSON.stringify({ skills: { entry: candidate, percent: 20, salt: 'edge' } }));
  canary = { host: `http://127.0.0.1:${PORT}`, remote: 'skills', route: '/skills', stable, candidate };
});

test.afterAll(async () => {
  await worker?.dispose();
  await Promise.all(servers.map(close));
  delete process.env.SERVE_RELEASES;
  await rm(scratch, { recursive: true, force: true });
});

test.describe('the Worker: canary and preview', () => {
  test.setTimeout(180_000);

  test('20 % of 2,000 fresh visitors get the candidate, within ± 3 points', async ({ request }) => {
    const share = await measuredSplit(request, canary);
    console.log(`Worker split: ${share.toFixed(1)} % of 2,000 visitors on the candidate (20 % asked)`);
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
  });
});
