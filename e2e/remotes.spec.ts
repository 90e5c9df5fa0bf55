import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { createComposer } from '../delivery/node/composer.mjs';
import { createRemoteServer } from '../delivery/node/remoteServer.mjs';
import { makeIncompatibleRemote } from './support/contractFixture';
import { REMOTE_LOAD_TIMEOUT_MS, REMOTE_SLOW_NOTICE_MS } from '../shared/src/federation/loading';
import { FEDERATION_CONTRACT_VERSION } from '../shared/src/federation/version';
import { expect, REMOTE_PORTS, remoteDownForServer, test } from './support/fixtures';
import { close, listen } from './support/servers';

const SECTIONS = [
  { remote: 'skills', path: '/skills', label: 'Skills' },
  { remote: 'projects', path: '/projects', label: 'Projects' },
  { remote: 'contact', path: '/contact', label: 'Contact' },
] as const;

/** Records, from the page's first moment, when a fallback and the slow notice first appeared. */
async function watchSection(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __fallbackAt: number | null; __slowNoticeAt: number | null };
    w.__fallbackAt = null;
    w.__slowNoticeAt = null;
    new MutationObserver(() => {
      if (w.__fallbackAt === null && document.querySelector('[data-testid="remote-fallback"]'))
        w.__fallbackAt = performance.now();
      if (w.__slowNoticeAt === null && document.querySelector('[data-testid="section-slow-notice"]'))
        w.__slowNoticeAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __fallbackAt: number | null; __slowNoticeAt: number | null };
      return { fallbackAt: w.__fallbackAt, slowNoticeAt: w.__slowNoticeAt };
    });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets a held request through; the page may have closed meanwhile. */
async function release(route: Route) {
  await route.continue().catch(() => {});
}

/** Above the bound, for Playwright's own waiting (the bound itself is the app's). */
const PAST_BOUND = REMOTE_LOAD_TIMEOUT_MS + 4000;

test.describe('remote sections', () => {
  for (const section of SECTIONS) {
    test(`${section.label} renders from its remote over federation`, async ({ page }) => {
      const fromRemote: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).port === String(REMOTE_PORTS[section.remote]) && response.ok())
          fromRemote.push(response.url());
      });
      await page.goto(section.path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
      expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    });

    test(`${section.label} fails alone and Retry recovers it`, async ({ page }) => {
      let blocked = true;
      await page.route(`http://localhost:${REMOTE_PORTS[section.remote]}/**`, (route) =>
        blocked ? route.abort() : route.continue(),
      );
      await remoteDownForServer(page, section.path);
      await page.goto(section.path);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText(`${section.label} is unavailable right now`);

      // The header and the host's own pages keep working, and so do the other remotes.
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await nav.getByRole('link', { name: 'Education' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
      const other = SECTIONS.find((candidate) => candidate.remote !== section.remote)!;
      await nav.getByRole('link', { name: other.label }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

      await nav.getByRole('link', { name: section.label }).click();
      await expect(fallback).toBeVisible();
      blocked = false;
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(fallback).toHaveCount(0);
    });
  }

  for (const section of SECTIONS) {
    test(`${section.label}: its fallback takes the skeleton's place on a phone without moving the page (no layout shift)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route(`http://localhost:${REMOTE_PORTS[section.remote]}/**`, (route) => route.abort());
      await remoteDownForServer(page, section.path);
      await page.goto(section.path);
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      // The footer under the section stayed below the screen: it was 0.19-0.21 of CLS when the
      // fallback was shorter than the skeleton it replaced.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    });
  }

  for (const section of SECTIONS) {
    const origin = `http://localhost:${REMOTE_PORTS[section.remote]}`;

    test(`${section.label}: a remote that never answers gives its fallback within the bound; the rest works`, async ({
      page,
    }) => {
      test.setTimeout(45_000);
      const times = await watchSection(page);
      // Every request to the remote stalls: no answer, no error.
      await page.route(`${origin}/**`, () => {});
      await remoteDownForServer(page, section.path);
      await page.goto(section.path);
      const skeleton = page.getByTestId('section-skeleton');
      await expect(skeleton.getByTestId('section-slow-notice')).toContainText(`Still loading ${section.label}`, {
        timeout: PAST_BOUND,
      });
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText(`${section.label} is unavailable right now`, { timeout: PAST_BOUND });
      const { fallbackAt, slowNoticeAt } = await times();
      console.log(
        `[figure] ${section.remote} never answers: slow notice at ${Math.round(slowNoticeAt!)} ms, fallback at ${Math.round(fallbackAt!)} ms after navigation start (bound ${REMOTE_LOAD_TIMEOUT_MS} ms, counted from navigation start on a loaded page)`,
      );
      test.info().annotations.push({ type: 'fallback-ms', description: String(Math.round(fallbackAt!)) });
      // Not before the notice delay (a few ms of slack between the page's two clocks).
      expect(slowNoticeAt).toBeGreaterThanOrEqual(REMOTE_SLOW_NOTICE_MS - 50);

      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await nav.getByRole('link', { name: 'Education' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
      const other = SECTIONS.find((candidate) => candidate.remote !== section.remote)!;
      await nav.getByRole('link', { name: other.label }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await nav.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.locator('main h1')).toBeVisible();
    });

    test(`${section.label}: a remote that answers after 4 s shows its content, never the fallback`, async ({
      page,
    }) => {
      test.setTimeout(45_000);
      const times = await watchSection(page);
      await page.route(`${origin}/**`, async (route) => {
        if (new URL(route.request().url()).pathname.endsWith('/remoteEntry.js')) await wait(4000);
        await release(route);
      });
      // As slow for the server: its include gives up after its bound and sends the skeleton.
      await remoteDownForServer(page, section.path);
      await page.goto(section.path);
      await expect(page.locator('main h1')).toBeVisible({ timeout: PAST_BOUND });
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
      const { fallbackAt, slowNoticeAt } = await times();
      expect(fallbackAt, 'a fallback was shown').toBeNull();
      // The wait was long enough for the skeleton to say so.
      expect(slowNoticeAt).not.toBeNull();
    });

    test(`${section.label}: a remote that answers after the bound gives the fallback, then Retry shows it`, async ({
      page,
    }) => {
      test.setTimeout(50_000);
      const times = await watchSection(page);
      let answers = false;
      const held: Promise<void>[] = [];
      await page.route(`${origin}/**`, async (route) => {
        if (answers) return release(route);
        // Held until the remote comes back, after the section's bound.
        const done = (async () => {
          while (!answers) await wait(100);
          await release(route);
        })();
        held.push(done);
        await done;
      });
      await remoteDownForServer(page, section.path);
      await page.goto(section.path);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible({ timeout: PAST_BOUND });

      // The remote answers now, after the section gave up: the late answer is ignored.
      answers = true;
      await Promise.all(held);
      await wait(1000);
      await expect(fallback).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(0);

      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(fallback).toHaveCount(0);
      expect((await times()).fallbackAt).not.toBeNull();
    });
  }

  test('Retry recovers from a truncated chunk and a failed CSS file (fresh URLs for every file)', async ({ page }) => {
    // Browsers keep a module that failed to parse, and a stylesheet that failed, by URL for the
    // life of the page: Retry must ask for the remote's chunks and CSS under new URLs.
    const origin = `http://localhost:${REMOTE_PORTS.skills}`;
    const failed: string[] = [];
    let faulty = true;
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (faulty && url.pathname.includes('/assets/') && url.pathname.endsWith('.css')) {
        failed.push(url.pathname);
        return route.fulfill({ status: 404, body: 'not found' });
      }
      if (faulty && /\/assets\/SkillsPage-[^/]+\.js$/.test(url.pathname)) {
        // A JS file cut short: a syntax error the browser keeps for this URL.
        const response = await route.fetch();
        const body = await response.body();
        failed.push(url.pathname);
        return route.fulfill({ response, body: body.subarray(0, Math.floor(body.length / 2)) });
      }
      return route.continue();
    });
    await page.goto('/skills');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    expect(failed.length).toBeGreaterThan(0);

    faulty = false;
    const retried: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origin)) retried.push(new URL(request.url()).pathname);
    });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(fallback).toHaveCount(0);
    // The section's own stylesheet applies: its CSS was fetched again under a fresh URL.
    expect(retried.some((path) => /\/_attempt\/\d+\/assets\/.+\.css$/.test(path))).toBe(true);
    const styled = await page.evaluate(() =>
      [...document.styleSheets].some(
        (sheet) => sheet.href?.includes('/_attempt/') && sheet.href.endsWith('.css') && sheet.cssRules.length > 0,
      ),
    );
    expect(styled).toBe(true);
  });

  test('exactly one react-dom runs in the page', async ({ page }) => {
    // React DOM registers itself with the devtools hook once per copy.
    await page.addInitScript(() => {
      const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.__renderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject() {
          w.__renderers += 1;
          return w.__renderers;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await page.goto('/');
    for (const section of SECTIONS) {
      await nav.getByRole('link', { name: section.label }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);
  });

  test('re-pointing remotes.json at another origin serving the same remote works', async ({ page }) => {
    // A second deployment of the same host build whose remotes.json is edited to take
    // remote-skills from another origin: nothing else changes, not even the host's CSP.
    const directory = await mkdtemp(join(tmpdir(), 'remotes-json-'));
    const remoteServer = createRemoteServer({ dir: 'remote-skills', allowedOrigins: ['*'] });
    const remotePort = await listen(remoteServer);
    const remotesJson = join(directory, 'remotes.json');
    const defaults = JSON.parse(await readFile('host/dist/remotes.json', 'utf8'));
    await writeFile(
      remotesJson,
      JSON.stringify({ ...defaults, skills: `http://127.0.0.1:${remotePort}/remoteEntry.js` }),
    );
    const hostServer = createComposer({ dir: 'host', remotesJson });
    const hostPort = await listen(hostServer);
    try {
      const seen: string[] = [];
      page.on('request', (request) => seen.push(new URL(request.url()).host));
      await page.goto(`http://127.0.0.1:${hostPort}/skills`);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(seen).toContain(`127.0.0.1:${remotePort}`);
      expect(seen).not.toContain(`localhost:${REMOTE_PORTS.skills}`);
    } finally {
      await Promise.all([remoteServer, hostServer].map(close));
      await rm(directory, { recursive: true, force: true });
    }
  });

  test('a remote built against another contract major falls back alone, naming the mismatch', async ({ page }) => {
    // A deployment of the same host build where remote-projects is an incompatible build
    // (a fixture made from its dist: only the published contract version differs) and the
    // other remotes are their real builds, each on its own origin.
    const directory = await mkdtemp(join(tmpdir(), 'incompatible-remote-'));
    const hostMajor = Number(FEDERATION_CONTRACT_VERSION.split('.')[0]);
    const theirs = `${hostMajor + 1}.0.0`;
    await makeIncompatibleRemote({
      fromDist: 'remote-projects/dist',
      toDir: join(directory, 'projects', 'dist'),
      version: theirs,
    });
    const remoteServers = {
      skills: createRemoteServer({ dir: 'remote-skills', allowedOrigins: ['*'] }),
      projects: createRemoteServer({ dir: join(directory, 'projects'), allowedOrigins: ['*'] }),
      contact: createRemoteServer({ dir: 'remote-contact', allowedOrigins: ['*'] }),
      // Home's "Latest writing" and the warm-up load remote-writing too: a remotes.json names every remote.
      writing: createRemoteServer({ dir: 'remote-writing', allowedOrigins: ['*'] }),
    };
    const urls: Record<string, string> = {};
    for (const [name, server] of Object.entries(remoteServers)) {
      urls[name] = `http://127.0.0.1:${await listen(server)}/remoteEntry.js`;
    }
    const remotesJson = join(directory, 'remotes.json');
    await writeFile(remotesJson, JSON.stringify(urls));
    const hostServer = createComposer({ dir: 'host', remotesJson });
    const base = `http://127.0.0.1:${await listen(hostServer)}`;
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // Code loaded to run; the early fetch() of the section's files (runtime/prefetch.ts) only warms
    // the HTTP cache, and the stylesheet came with the server HTML (its include), so both are left out.
    const projectsRequests: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().startsWith(urls.projects!.replace('/remoteEntry.js', '')) &&
        request.resourceType() === 'script'
      )
        projectsRequests.push(new URL(request.url()).pathname);
    });
    try {
      // The server does not compose a section the host would refuse: the page comes with the skeleton.
      const html = await (await page.request.get(`${base}/projects`)).text();
      expect(html).toContain('data-testid="section-skeleton"');
      expect(html).not.toContain('Things I designed and built end to end');
      await page.goto(`${base}/projects`);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText('Projects is unavailable right now');
      expect(messages.join('\n')).toContain(
        `projects was built against federation contract ${theirs}; this host uses ${FEDERATION_CONTRACT_VERSION}`,
      );
      // Checked as soon as the entry loaded, before the section's own code was loaded to run.
      expect(projectsRequests.some((path) => path.endsWith('/remoteEntry.js'))).toBe(true);
      expect(projectsRequests.filter((path) => /\/assets\/ProjectsStack-/.test(path))).toEqual([]);
      // Retry checks again, and the section stays a fallback.
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(fallback).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(0);

      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      for (const other of SECTIONS.filter((candidate) => candidate.remote !== 'projects')) {
        await nav.getByRole('link', { name: other.label }).click();
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      }
      await nav.getByRole('link', { name: 'Education' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
      await nav.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    } finally {
      await Promise.all([...Object.values(remoteServers), hostServer].map(close));
      await rm(directory, { recursive: true, force: true });
    }
  });
});
