// Field data: the beacon a page sends when the visitor leaves, against `npm start`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseBeacon, type Beacon } from '../shared/build/beacon.mjs';
import { measuringLoaded } from './support/beacons';
import { expect, REMOTE_PORTS, remoteDownForServer, test } from './support/fixtures';

/** Records what the page hands to sendBeacon (and still sends it). */
async function watchBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: [string, string][] = [];
    (window as unknown as { __beacons: typeof sent }).__beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      sent.push([String(url), String(body)]);
      return send(url, body);
    };
  });
}

/** Lines the collector stored (npm start writes data/beacons/*.jsonl under the repository). */
function storedLines(): string[] {
  const dir = 'data/beacons';
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n'));
}

/**
 * The visitor leaves: the tab is hidden, then the page is hidden for good (pagehide). Resolves to
 * what the page handed to sendBeacon.
 */
async function leave(page: Page): Promise<{ url: string; beacon: Beacon }[]> {
  const sent = await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    return (window as unknown as { __beacons: [string, string][] }).__beacons;
  });
  return sent.map(([url, body]) => {
    const parsed = parseBeacon(body);
    expect(parsed.problem).toBeUndefined();
    return { url, beacon: parsed.beacon! };
  });
}

/** The collector stored exactly this beacon. */
async function expectStored(beacon: Beacon) {
  await expect.poll(() => storedLines().includes(JSON.stringify(beacon))).toBe(true);
}

test.describe('field data', () => {
  test.beforeEach(async ({ page }) => watchBeacons(page));

  test('a visit sends one beacon on leave, same origin, no cookie, with the views, vitals and sections', async ({
    page,
  }) => {
    const response = await page.goto('/skills');
    expect(response?.headers()['server-timing']).toBe('beacon');
    await expect(page.locator('[data-mf-remote="skills"] h1')).toBeVisible();
    // The section hydrated from the server HTML (outcome `server`); leaving before that is `pending`.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const section = document.querySelector('#root [data-mf-remote="skills"]');
          return !!section && Object.keys(section).some((key) => key.startsWith('__reactFiber'));
        }),
      )
      .toBe(true);
    await measuringLoaded(page);
    // A client-side navigation, then back.
    await page.getByRole('navigation').getByRole('link', { name: 'Education' }).first().click();
    await expect(page).toHaveURL(/\/education$/);
    // The address changes at the click, the page once React has rendered it (a transition: it can
    // wait for the skills section's code): a visitor goes back after seeing it.
    await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
    await page.goBack();
    await expect(page.locator('[data-mf-remote="skills"] h1')).toBeVisible();
    await page.mouse.click(5, 300); // an interaction, for INP

    const sent = await leave(page);
    expect(sent, 'one beacon, however often the page is hidden').toHaveLength(1);
    expect(sent[0]!.url).toBe('/_beacon'); // same origin
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const beacon = sent[0]!.beacon;
    expect(beacon.engine).toBe('chromium');
    expect(beacon.device).toBe('desktop');
    expect(Object.keys(beacon.vitals).sort()).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
    expect(beacon.views.map(({ route, nav }) => [route, nav])).toEqual([
      ['/skills', 'direct'],
      ['/education', 'client'],
      ['/skills', 'back_forward'],
    ]);
    expect(beacon.views[0]!.sections).toEqual([{ remote: 'skills', release: 'root', outcome: 'server' }]);
    expect(beacon.views[1]!.sections).toEqual([]);
    expect(beacon.views[2]!.sections).toEqual([{ remote: 'skills', release: 'root', outcome: 'client' }]);
    await expectStored(beacon);
  });

  test("a post, a document page without the app, sends its view and the server's section", async ({ page }) => {
    await page.goto('/writing/composing-pages-on-the-server');
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'document');
    await measuringLoaded(page);
    const sent = await leave(page);
    expect(sent, 'one beacon').toHaveLength(1);
    const beacon = sent[0]!.beacon;
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
    expect(Object.keys(beacon.vitals)).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
    expect(beacon.views).toHaveLength(1);
    expect(beacon.views[0]!.nav).toBe('direct');
    expect(beacon.views[0]!.sections).toEqual([{ remote: 'writing', release: 'root', outcome: 'server' }]);
    await expectStored(beacon);
  });

  test('with Global Privacy Control on, the measuring code is never fetched and nothing is sent', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /measure-/.test(entry.name)),
    );
    expect(loaded).toBe(false);
    expect(await leave(page)).toEqual([]);
  });

  test('a remote that is down is counted as a fallback (network), and a Retry that works as ok', async ({ page }) => {
    await remoteDownForServer(page, '/projects');
    let down = true;
    await page.route(`http://localhost:${REMOTE_PORTS.projects}/**`, (route) =>
      down ? route.abort() : route.continue(),
    );
    await page.goto('/projects');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 12_000 });
    await measuringLoaded(page);
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-mf-remote="projects"]').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

    const sent = await leave(page);
    expect(sent).toHaveLength(1);
    await expectStored(sent[0]!.beacon);
    expect(sent[0]!.beacon.views).toEqual([
      {
        route: '/projects',
        nav: 'direct',
        sections: [{ remote: 'projects', release: 'root', outcome: 'fallback', reason: 'network', retry: 'ok' }],
      },
    ]);
  });
});
