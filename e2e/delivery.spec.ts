// Remote delivery: one shared federation runtime (and standalone remote pages that still
// work), manifest-driven preloads that never poison Retry, and prefetch on navigation
// intent so that the click shows the section with no skeleton.
import type { Page, Route } from '@playwright/test';
import { expect, REMOTE_PORTS, remoteDownForServer, test } from './support/fixtures';

const SECTIONS = [
  { remote: 'skills', path: '/skills', label: 'Skills', heading: 'Skills' },
  { remote: 'projects', path: '/projects', label: 'Projects', heading: 'Projects' },
  { remote: 'contact', path: '/contact', label: 'Contact', heading: 'Get in Touch' },
] as const;

const originOf = (remote: keyof typeof REMOTE_PORTS) => `http://localhost:${REMOTE_PORTS[remote]}`;

/** Records, from the first script on, whether a section skeleton is ever put in the page. */
async function watchForSkeleton(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __skeletonSeen: boolean };
    w.__skeletonSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="section-skeleton"]')) w.__skeletonSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until the remote's manifest and every file it lists for the section were fetched. */
/** The remote's files a hop needs fetched into the HTTP cache: its manifest, its section's stylesheets and HTML, and with `code` its entry and chunks. */
async function waitForPrefetch(page: Page, remote: keyof typeof REMOTE_PORTS, { code = true } = {}) {
  const origin = originOf(remote);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ origin, code }) => {
            const fetched = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.startsWith(origin) && (entry as PerformanceResourceTiming).responseEnd > 0)
              .map((entry) => new URL(entry.name).pathname);
            if (!fetched.includes('/mf-manifest.json')) return false;
            const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
            const files: string[] = manifest.exposes.flatMap(
              (exposed: { assets: { js: { sync: string[] }; css: { sync: string[] } } }) => [
                ...(code ? exposed.assets.js.sync : []),
                ...exposed.assets.css.sync,
              ],
            );
            const view = fetched.some((path) => /\/fragment\.contract-\d+\.html$/.test(path));
            return (
              view &&
              files.every((file) => fetched.includes(`/${file}`)) &&
              (!code || fetched.includes('/remoteEntry.js'))
            );
          },
          { origin, code },
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

// Runs against npm start only: playwright.deploy.config.ts does not match this file.
test.describe('remote delivery', () => {
  test('the page runs one federation runtime, the host one, shared with the remotes', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.locator('main h1')).toHaveText('Projects');
    expect(
      await page.evaluate(() =>
        Boolean((globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE),
      ),
    ).toBe(true);
  });

  for (const section of SECTIONS) {
    test(`${section.label}: the remote's standalone page provides the runtime itself and works`, async ({ page }) => {
      await page.goto(`${originOf(section.remote)}/`);
      await expect(page.locator('h1').first()).toHaveText(section.heading);
    });

    test(`${section.label}: preloads that failed while the remote was down do not stop Retry`, async ({ page }) => {
      // The remote is down except its manifest, so the host's manifest-driven preloads
      // of the section's chunks and CSS are made, and fail.
      let down = true;
      const failed: string[] = [];
      await page.route(`${originOf(section.remote)}/**`, (route) => {
        const path = new URL(route.request().url()).pathname;
        if (!down || path === '/mf-manifest.json') return route.continue();
        failed.push(path);
        return route.abort();
      });
      await remoteDownForServer(page, section.path);
      await page.goto(section.path);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      await expect.poll(() => failed.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(1);

      down = false;
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('main h1')).toHaveText(section.heading);
      await expect(fallback).toHaveCount(0);
    });
  }

  test('a preload that stalls is given up, and Retry is not held by it', async ({ page }) => {
    // Entry refused, chunks stall (never answered): the first load fails, the preloads hang.
    let phase: 'down' | 'up' = 'down';
    const stalled: Route[] = [];
    await page.route(`${originOf('contact')}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (phase === 'up' || path === '/mf-manifest.json') return route.continue();
      if (path.startsWith('/assets/')) return void stalled.push(route);
      return route.abort();
    });
    await remoteDownForServer(page, '/contact');
    await page.goto('/contact');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect.poll(() => stalled.length).toBeGreaterThan(1);

    phase = 'up';
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main h1')).toHaveText('Get in Touch', { timeout: 10_000 });
  });

  test('pointing at a nav entry warms its section (its code and HTML fetched, none of it run) without showing it; the click shows it with no skeleton, and its module runs after', async ({
    page,
  }) => {
    await watchForSkeleton(page);
    const remoteScripts: string[] = [];
    let markupFetched = false;
    page.on('request', (request) => {
      if (!request.url().startsWith(originOf('projects'))) return;
      if (request.resourceType() === 'script') remoteScripts.push(request.url());
      if (/\/fragment\.contract-\d+\.html$/.test(request.url())) markupFetched = true;
    });
    await page.goto('/education');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Projects' }).hover();
    await waitForPrefetch(page, 'projects');
    await expect.poll(() => markupFetched).toBe(true);

    // With its HTML in, the hop needs none of its code (decision 0032): no module is run ahead, and
    // nothing is shown until the click.
    await page.waitForTimeout(1500);
    expect(remoteScripts, 'projects modules run before the click').toEqual([]);
    await expect(page.locator('[data-mf-remote]')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText('Educational Journey');

    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page.locator('main h1')).toHaveText('Projects');
    expect(await page.evaluate(() => (window as unknown as { __skeletonSeen: boolean }).__skeletonSeen)).toBe(false);
    // Then the section hydrates: its module runs.
    await expect.poll(() => remoteScripts.length).toBeGreaterThan(0);
  });

  test('focusing an entry in the mobile menu prefetches too; Enter shows the section with no skeleton', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchForSkeleton(page);
    await page.goto('/education');
    await page.getByRole('button', { name: 'Menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Main (mobile)' });
    await mobile.getByRole('link', { name: 'Skills' }).focus();
    await waitForPrefetch(page, 'skills');
    await expect(page.locator('[data-mf-remote]')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toHaveText('Skills');
    expect(await page.evaluate(() => (window as unknown as { __skeletonSeen: boolean }).__skeletonSeen)).toBe(false);
  });

  test("idle on /, every remote section's HTML and CSS are prefetched; a click then shows it with no skeleton", async ({
    page,
  }) => {
    await watchForSkeleton(page);
    await page.goto('/');
    for (const section of SECTIONS) await waitForPrefetch(page, section.remote, { code: false });
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.locator('main h1')).toHaveText('Get in Touch');
    expect(await page.evaluate(() => (window as unknown as { __skeletonSeen: boolean }).__skeletonSeen)).toBe(false);
  });

  test('with data-saver on, nothing is prefetched, and the section still loads on click', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
    );
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (Object.values(REMOTE_PORTS).includes(Number(new URL(request.url()).port) as never))
        remoteRequests.push(request.url());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Skills' }).hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(remoteRequests).toEqual([]);
    await nav.getByRole('link', { name: 'Skills' }).click();
    await expect(page.locator('main h1')).toHaveText('Skills');
  });
});
