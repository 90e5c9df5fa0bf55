// The benches' single-bundle build (host/build/singleBundle.ts, SINGLE_BUNDLE=1 -> host/dist-single,
// never shipped): the same site with the remotes' sections compiled into the host. What the hop bench
// compares is only worth its ratio if this build shows the same pages: every route's section in its
// first HTML, no federation at run time (no remote entry, nothing from a remote's origin), every
// header hop showing the next route, and each remote section styled as on the site. Built here
// (about 10 s) and served on a free port by `npm start`'s server code; the site is the suite's own.
import { expect, test } from '@playwright/test';
import config from '../shared/build/apps.json' with { type: 'json' };
import { buildSingleBundle, serveSingleBundle } from '../scripts/lib/singleBundleSite.mjs';
import { SECTIONS } from './support/composition';
import { REMOTE_PORTS, ROUTES } from './support/fixtures';

let single: { url: string; close: () => Promise<void> };

// One build for the file: its tests in one worker (two builds at once would share the pre-render's folder).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildSingleBundle();
  single = await serveSingleBundle();
});
test.afterAll(async () => single?.close());

const HEADINGS: Record<string, RegExp> = {
  '/': /^Hi, I'm /,
  '/skills': /^Skills$/,
  '/education': /^Educational Journey$/,
  '/projects': /^Projects$/,
  '/contact': /^Get in Touch$/,
};

test("every remote route's first HTML has its section, with no include left", async ({ request }) => {
  for (const section of SECTIONS) {
    const html = await (await request.get(`${single.url}${section.path}`)).text();
    expect(html, section.path).toContain(`<div data-mf-remote="${section.remote}">`);
    expect(html, section.path).toContain(section.text);
    expect(html, section.path).not.toMatch(/<!--#|data-mf-include|section-skeleton/);
  }
});

test('every route shows its content and every header hop the next one, with no federation', async ({ page }) => {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  for (const route of ROUTES) {
    await page.goto(`${single.url}${route.path}`);
    await expect(page.locator('main h1'), route.path).toHaveText(HEADINGS[route.path]!);
    const section = SECTIONS.find((candidate) => candidate.path === route.path);
    if (section) await expect(page.locator(`#root [data-mf-remote="${section.remote}"]`)).toBeVisible();
  }
  await page.goto(`${single.url}/`);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const route of [...ROUTES.slice(1), ROUTES[0]!]) {
    await nav.getByRole('link', { name: route.label, exact: true }).click();
    await expect(page).toHaveURL(`${single.url}${route.path}`);
    await expect(page.locator('main h1'), route.path).toHaveText(HEADINGS[route.path]!);
  }
  const remoteOrigins = Object.values(REMOTE_PORTS).map((port) => `:${port}/`);
  expect(requests.filter((url) => /remoteEntry|mf-manifest|\/_release\//.test(url))).toEqual([]);
  expect(requests.filter((url) => remoteOrigins.some((origin) => url.includes(origin)))).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * What the CSS decides for each element of the section that is rendered (not what moves: no transforms,
 * no animation state). Elements without a box are left out: which hidden ones exist depends on how far
 * the form's code has come (its status line), not on the styles.
 */
async function sectionStyles(page: import('@playwright/test').Page, remote: string) {
  return page.locator(`#root [data-mf-remote="${remote}"]`).evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [
          element.tagName,
          ...['display', 'position', 'color', 'background-color', 'font-family', 'font-size', 'font-weight'].map(
            (name) => style.getPropertyValue(name),
          ),
          ...['padding', 'margin', 'gap', 'border-radius', 'grid-template-columns'].map((name) =>
            style.getPropertyValue(name),
          ),
          Math.round(box.width),
        ].join(' | ');
      }),
  );
}

test('each remote section is styled as on the site', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    for (const section of SECTIONS) {
      const styles = [];
      for (const origin of [`http://localhost:${config.apps.host.preview}`, single.url]) {
        await page.goto(`${origin}${section.path}`);
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
        await page.evaluate(() => document.fonts.ready);
        styles.push(await sectionStyles(page, section.remote));
      }
      expect(styles[0]!.length, section.path).toBeGreaterThan(20);
      expect(styles[1], section.path).toEqual(styles[0]);
    }
  } finally {
    await context.close();
  }
});
