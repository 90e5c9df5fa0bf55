// Preview and canary tests, the same on `npm start`, workerd and nginx: the split over
// 2,000 fresh visitors, stickiness, Global Privacy Control, one release per page (HTTP), and in a
// browser the code a page and its navigations load, and a preview with its marker and way out.
// `describeCanary` declares them for one server; each spec file says only how its server runs a
// canary (canary-start, canary-edge, canary-deploy.spec.ts) and adds what only that server has.
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { releaseEntryBeside } from '../../delivery/core/canary.mjs';
import { releaseBaseOf } from '../../delivery/core/ssi.mjs';
import { createRemoteServer } from '../../delivery/node/remoteServer.mjs';
import { expectNoAxeViolations } from './axe';
import { expectHydratedInPlace, rememberServerSection } from './composition';
import { expect, test } from './fixtures';
import { listen } from './servers';

export type CanaryCase = { host: string; remote: string; route: string; stable: string; candidate: string };

/** A running canary of the skills remote at 20 %: where, and the candidate's release id. */
export type CanaryRun = CanaryCase & { release: string };

/** What the shared tests need to know of one server. */
export type CanaryServer = {
  /** The server as the tests' titles and the split's log line name it ('npm start', 'nginx'). */
  name: string;
  /** How the server draws the split, said in that test's title (nginx: split_clients). */
  splitBy?: string;
  /**
   * Starts the server (or re-points the running one) with a canary of `candidateDist`, a skills build
   * that is another release, for 20 % of visitors; `scratch` is a folder of the spec's own.
   */
  start(candidateDist: string, scratch: string): Promise<CanaryRun>;
  /** The preview link the server's own tool prints for a release, where it has one (deploy.mjs preview). */
  previewLink?(release: string): string;
  /** Ends the canary and stops what `start` started: the suite's other tests keep the stable site. */
  stop(): Promise<void> | void;
};

/**
 * The skills build with one more comment in its entry: the same code, another release (so another
 * release id). Made in `scratch`; resolves to its folder.
 */
async function candidateBuild(scratch: string) {
  const candidateDist = join(scratch, 'candidate');
  await cp('remote-skills/dist', candidateDist, { recursive: true });
  await appendFile(join(candidateDist, 'remoteEntry.js'), '\n// the candidate\n');
  return candidateDist;
}

/**
 * The skills remote on `npm start`'s server (a free port), with `candidateDist` added as a release
 * that it serves at /<release>/ (delivery/node/releases.mjs, under SERVE_RELEASES in `scratch`; the
 * caller deletes SERVE_RELEASES when done), and the host's remotes.json with skills on it (stable).
 */
export async function skillsWithCandidate(candidateDist: string, scratch: string) {
  // The remote's releases folder, read per request (releases.mjs).
  process.env.SERVE_RELEASES = join(scratch, 'releases');
  const { addRelease } = await import('../../delivery/node/releases.mjs');
  const release = addRelease('skills', candidateDist);
  const server: Server = createRemoteServer({ dir: 'remote-skills', allowedOrigins: ['*'] });
  const stable = `http://127.0.0.1:${await listen(server)}/remoteEntry.js`;
  const defaults = JSON.parse(await readFile('host/dist/remotes.json', 'utf8')) as Record<string, string>;
  return {
    server,
    release,
    stable,
    candidate: releaseEntryBeside(stable, release),
    remotes: { ...defaults, skills: stable },
  };
}

/**
 * Declares the preview and canary tests for one server: a describe block `<name>: canary and
 * preview` with the split, stickiness and GPC, one release per page in a browser, and the preview.
 * `serverTests` declares more tests in the same block, after these (they get the running canary);
 * a spec whose server is shared by all its tests makes them serial itself.
 */
export function describeCanary(server: CanaryServer, serverTests?: (current: () => CanaryRun) => void) {
  let scratch = '';
  let run: CanaryRun | undefined;
  const current = () => {
    if (!run) throw new Error(`${server.name}: the canary did not start`);
    return run;
  };

  test.beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'canary-'));
    run = await server.start(await candidateBuild(scratch), scratch);
  });

  test.afterAll(async () => {
    await server.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  test.describe(`${server.name}: canary and preview`, () => {
    test.setTimeout(180_000);

    const by = server.splitBy ? ` (${server.splitBy})` : '';
    test(`20 % of 2,000 fresh visitors get the candidate${by}, within ± 3 points`, async ({ request }) => {
      const share = await measuredSplit(request, current());
      console.log(`${server.name} split: ${share.toFixed(1)} % of 2,000 visitors on the candidate (20 % asked)`);
      expect(Math.abs(share - 20)).toBeLessThanOrEqual(3);
    });

    test('a visitor keeps their release, a page never mixes two, GPC stays on stable', async ({ request }) => {
      await expectStickyAndUnmixed(request, current());
    });

    test('in a browser, a page and its navigations load one release', async ({ browser, request }) => {
      const canary = current();
      await expectBrowserOnRelease(browser, canary, canary.candidate, await agentOn(request, canary, canary.candidate));
      await expectBrowserOnRelease(browser, canary, canary.stable, await agentOn(request, canary, canary.stable));
    });

    test('a preview link shows the release composed, marked, private, and is left from the keyboard', async ({
      browser,
      request,
    }) => {
      const { release, ...canary } = current();
      const { host, remote, route, stable } = canary;
      if (server.previewLink) expect(server.previewLink(release)).toBe(`${host}${route}?preview=${remote}:${release}`);
      // A visitor whose arm is stable: leaving the preview must bring them back to it. The salt is
      // fresh for each canary, so the default browser agent lands on the candidate one run in five.
      const context = await browser.newContext({ userAgent: await agentOn(request, canary, stable) });
      try {
        const page = await context.newPage();
        await expectPreview(page, canary, release, canary.candidate);
        // No shared cache (the server's fragment cache, nginx's) kept the preview's fragment: a
        // visitor on stable gets stable's.
        const html = await (await page.request.get(`${host}${route}`, { headers: { 'Sec-GPC': '1' } })).text();
        expect(releaseMarkOf(html, remote)).toBe(releaseBaseOf(stable));
      } finally {
        await context.close();
      }
    });

    serverTests?.(current);
  });
}

/** A fresh visitor: one browser build of their own (the tests all come from one address). */
export const visitorAgent = (run: string, index: number) => `Mozilla/5.0 (X11; Linux x86_64) canary-${run}/${index}`;

const entryOf = async (request: APIRequestContext, host: string, remote: string, headers: Record<string, string>) =>
  ((await (await request.get(`${host}/remotes.json`, { headers })).json()) as Record<string, string>)[remote];

const releaseMarkOf = (html: string, remote: string) =>
  new RegExp(`<meta name="mf-release-${remote}" content="([^"]+)"`).exec(html)?.[1] ?? null;

/** The share of `visitors` fresh visitors served the candidate, in points (0-100). */
export async function measuredSplit(
  request: APIRequestContext,
  { host, remote, candidate }: CanaryCase,
  visitors = 2000,
) {
  let onCandidate = 0;
  const run = String(Date.now());
  for (let start = 0; start < visitors; start += 50) {
    const entries = await Promise.all(
      Array.from({ length: Math.min(50, visitors - start) }, (_, offset) =>
        entryOf(request, host, remote, { 'User-Agent': visitorAgent(run, start + offset) }),
      ),
    );
    onCandidate += entries.filter((entry) => entry === candidate).length;
  }
  return (onCandidate / visitors) * 100;
}

/**
 * Each visitor keeps their release on every request, and their page's server fragment is from the
 * release their remotes.json names; a visitor sending GPC is always on stable.
 */
async function expectStickyAndUnmixed(request: APIRequestContext, canary: CanaryCase, visitors = 60) {
  const { host, remote, route, stable, candidate } = canary;
  const arms = { stable: 0, candidate: 0 };
  for (let index = 0; index < visitors; index++) {
    const headers = { 'User-Agent': visitorAgent('sticky', index) };
    const first = (await entryOf(request, host, remote, headers)) ?? '';
    expect([stable, candidate]).toContain(first);
    arms[first === candidate ? 'candidate' : 'stable']++;
    for (let again = 0; again < 2; again++) {
      expect(await entryOf(request, host, remote, headers)).toBe(first);
      const html = await (await request.get(`${host}${route}`, { headers })).text();
      expect(releaseMarkOf(html, remote)).toBe(releaseBaseOf(first));
    }
    const gpc = { ...headers, 'Sec-GPC': '1' };
    expect(await entryOf(request, host, remote, gpc)).toBe(stable);
    expect(releaseMarkOf(await (await request.get(`${host}${route}`, { headers: gpc })).text(), remote)).toBe(
      releaseBaseOf(stable),
    );
  }
  expect(arms.candidate, 'some visitors on each release').toBeGreaterThan(0);
  expect(arms.stable).toBeGreaterThan(0);
}

/** A user agent (a visitor) the server puts on `entry`. */
async function agentOn(request: APIRequestContext, { host, remote }: CanaryCase, entry: string) {
  for (let index = 0; index < 500; index++) {
    const agent = visitorAgent('browser', index);
    if ((await entryOf(request, host, remote, { 'User-Agent': agent })) === entry) return agent;
  }
  throw new Error(`no visitor on ${entry} among 500`);
}

/**
 * In a browser, a visitor on `entry`: the page's section is from that release and hydrates with its
 * code; a client-side navigation from Home to the route loads the same release's code.
 */
async function expectBrowserOnRelease(browser: Browser, canary: CanaryCase, entry: string, agent: string) {
  const { host, remote, route } = canary;
  const context = await browser.newContext({ userAgent: agent, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js') && request.url().startsWith(new URL(entry).origin))
      entries.push(request.url());
  });
  try {
    await rememberServerSection(page);
    await page.goto(`${host}${route}`);
    await expectHydratedInPlace(page, remote);
    expect(await page.locator(`meta[name="mf-release-${remote}"]`).getAttribute('content')).toBe(releaseBaseOf(entry));
    expect(new Set(entries)).toEqual(new Set([entry]));

    entries.length = 0;
    await page.goto(`${host}/`);
    await page.locator(`header a[href="${route}"]:visible`).first().click();
    await expect(page.locator(`#root [data-mf-remote="${remote}"]`)).toBeVisible();
    // A hop may draw the section from its warmed HTML and load the code once idle, after the section shows.
    await expect.poll(() => [...new Set(entries)]).toEqual([entry]);
  } finally {
    await context.close();
  }
}

/**
 * A preview link: the page is composed with the release and loads its code, says so in a marker
 * (accessible) with a way out, is private and noindex, keeps the preview on the next pages, and
 * leaves it from the keyboard.
 */
async function expectPreview(page: Page, canary: CanaryCase, release: string, releaseEntry: string) {
  const { host, remote, route, stable } = canary;
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
  });
  await rememberServerSection(page);
  const response = await page.goto(`${host}${route}?preview=${remote}:${release}`);
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers['cache-control']).toContain('private');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['server-timing'] ?? '', 'a preview sends no field data').not.toContain('beacon');
  expect(headers['set-cookie']).toContain(`mf_preview=${remote}:${release}`);
  const marker = page.getByRole('complementary', { name: 'Preview' });
  await expect(marker).toContainText(`Preview: ${remote} ${release}`);
  await expectHydratedInPlace(page, remote);
  expect(await page.locator(`meta[name="mf-release-${remote}"]`).getAttribute('content')).toBe(
    releaseBaseOf(releaseEntry),
  );
  expect(entries).toContain(releaseEntry);
  expect(entries).not.toContain(stable);
  await expectNoAxeViolations(page, 'preview marker');

  // The next page load keeps it (the session cookie), and its remotes.json names the release.
  await page.goto(`${host}${route}`);
  await expect(marker).toBeVisible();
  expect(await page.locator(`meta[name="mf-release-${remote}"]`).getAttribute('content')).toBe(
    releaseBaseOf(releaseEntry),
  );

  // The way out, from the keyboard.
  const leave = marker.getByRole('link', { name: 'Leave preview' });
  await leave.focus();
  await expect(leave).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/preview=off/);
  await expect(marker).toHaveCount(0);
  expect(await page.locator(`meta[name="mf-release-${remote}"]`).getAttribute('content')).toBe(releaseBaseOf(stable));
  await page.goto(`${host}${route}`);
  await expect(marker).toHaveCount(0);
}
