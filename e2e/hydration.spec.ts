import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import config from '../shared/build/apps.json' with { type: 'json' };
import { expect, REMOTE_PORTS, test, useTheme } from './support/fixtures';

/**
 * Parts hydrate on their own schedule (shared/src/ui/Island.tsx): static parts never, the rest
 * on idle, visibility or the first interaction. These tests keep the page from being idle until
 * the test says so (requestIdleCallback queues its callbacks, as on a page that stays busy), so
 * an idle part is still server HTML when the test reaches for it.
 */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    const queued: IdleRequestCallback[] = [];
    (window as unknown as { __idleQueue: IdleRequestCallback[] }).__idleQueue = queued;
    window.requestIdleCallback = (callback) => queued.push(callback);
  });
}

/** The browser goes idle at last: what waited for it runs. */
async function goIdle(page: Page) {
  await page.evaluate(() => {
    const queued = (window as unknown as { __idleQueue: IdleRequestCallback[] }).__idleQueue;
    for (const callback of queued.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

/** /education on a phone-wide viewport (the header's menu button shows), the browser kept from going idle. */
async function openEducationAtPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await neverIdle(page);
  await page.goto('/education');
}

/** Whether React has hydrated (or rendered) this element: it then carries React's fiber key. */
async function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/**
 * /contact with the browser kept from going idle: its section hydrated (its code has arrived), the
 * form still its server HTML, waiting for the visitor. Returns the name field's selector.
 */
async function openContactWithFormInServerHtml(page: Page): Promise<string> {
  await neverIdle(page);
  await page.goto('/contact');
  const name = '#root [data-island="contact-form"] input[name="name"]';
  await expect.poll(() => isHydrated(page, '#root [data-mf-remote="contact"]')).toBe(true);
  expect(await isHydrated(page, name)).toBe(false);
  return name;
}

/** Tags the element, so a later check can tell it is the very element the server sent. */
async function tag(page: Page, selector: string) {
  await page
    .locator(selector)
    .evaluate((element) => ((element as unknown as { __fromServer: boolean }).__fromServer = true));
}

async function isTagged(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluate((element) => (element as unknown as { __fromServer?: boolean }).__fromServer === true);
}

/**
 * The host's app modules are slow to arrive: the page is painted and its boot module has run, but the app it
 * imports is not in until `release` is called. `asked` settles once the boot module asks for them.
 */
async function holdHostAppCode(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release!: () => void;
  let ask!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(
    (url) =>
      !Object.values(REMOTE_PORTS).includes(Number(url.port) as never) &&
      /\/assets\/(?!boot-).*\.js$/.test(url.pathname),
    async (route) => {
      ask();
      await released;
      await route.continue().catch(() => {});
    },
  );
  return { release, asked };
}

const TOGGLE = '[data-island="theme-toggle"] button';

test.describe('parts that are not hydrated yet', () => {
  test('the theme toggle is never hydrated: the page’s inline script handles its taps from first paint', async ({
    page,
  }) => {
    await neverIdle(page);
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await tag(page, TOGGLE);

    await page.locator(TOGGLE).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator(TOGGLE)).toHaveAccessibleName('Switch to dark theme');
    expect(await page.evaluate(() => localStorage.getItem('portfolio-theme'))).toBe('light');
    // The same server-rendered element, with no React on it: nothing of the app ran for the tap.
    expect(await isTagged(page, TOGGLE)).toBe(true);
    expect(await isHydrated(page, TOGGLE)).toBe(false);
    await page.locator(TOGGLE).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('for a visitor who chose the light theme, the toggle says and shows the right choice, and its first tap switches to dark', async ({
    page,
  }) => {
    await useTheme(page, 'light');
    await neverIdle(page);
    await page.goto('/education');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await isHydrated(page, TOGGLE)).toBe(false);
    await expect(page.locator(TOGGLE)).toHaveAccessibleName('Switch to dark theme');
    await page.locator(TOGGLE).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator(TOGGLE)).toHaveAccessibleName('Switch to light theme');
    expect(await page.evaluate(() => localStorage.getItem('portfolio-theme'))).toBe('dark');
  });

  test('the contact form keeps its server HTML until the first key press, and keeps every key typed', async ({
    page,
  }) => {
    const name = await openContactWithFormInServerHtml(page);
    await tag(page, name);

    await page.locator(name).pressSequentially('Ada Lovelace');
    await expect(page.locator(name)).toHaveValue('Ada Lovelace');
    expect(await isTagged(page, name)).toBe(true);
    expect(await isHydrated(page, name)).toBe(true);
    // The hydrated form handles its own submit: with fields still empty it stays on the page, text kept.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.locator(name)).toHaveValue('Ada Lovelace');
  });

  test('the contact form hydrates once the browser is idle, so a first tap on a field only focuses it', async ({
    page,
  }) => {
    const name = await openContactWithFormInServerHtml(page);
    await goIdle(page);
    await expect.poll(() => isHydrated(page, name)).toBe(true);
  });

  test('at 390 px the menu opens on the first tap before the header hydrates, and stays open when it does', async ({
    page,
  }) => {
    await openEducationAtPhoneWidth(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await button.click();
    // The platform popover opened it; React has not run for the tap.
    await expect(menu).toBeVisible();
    expect(await isHydrated(page, '#mobile-menu')).toBe(false);

    await goIdle(page);
    await expect.poll(() => isHydrated(page, '#mobile-menu')).toBe(true);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a press on the menu button is never split by the header’s hydration: it waits for the press to end', async ({
    page,
  }) => {
    await openEducationAtPhoneWidth(page);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const box = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The browser is idle while the button is held: the header still waits, so the press's click
    // is the platform popover's alone, with no hydration before it.
    await goIdle(page);
    expect(await isHydrated(page, '#mobile-menu')).toBe(false);
    await page.mouse.up();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    expect(await isHydrated(page, '#mobile-menu')).toBe(false);
    // The next idle period after the click.
    await goIdle(page);
    await expect.poll(() => isHydrated(page, '#mobile-menu')).toBe(true);
  });

  test('a nav link in the header that is not hydrated yet navigates', async ({ page }) => {
    await neverIdle(page);
    await page.goto('/education');
    const link = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact' });
    expect(await link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(
      false,
    );
    await link.click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    // Back, while parts of the pages are still server HTML, is a client-side navigation too.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  });

  test("a header click before the app's code is ready is the browser's: the next page loads, and the app takes over there", async ({
    page,
    baseURL,
  }) => {
    const { release, asked } = await holdHostAppCode(page);
    // The frame's own goto: the fixture's page.goto waits for the app, which is held back here.
    await page.mainFrame().goto(new URL('/education', baseURL).href, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
    await asked;
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Skills' }).click();
    // The server's page, whole while the app's code is still on its way.
    await expect(page).toHaveURL('/skills');
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Skills' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    // From there a header click is a client-side hop: the header marks the new page, the focus is on its heading.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await nav.getByRole('link', { name: 'Education' }).click();
    await expect(page).toHaveURL('/education');
    await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Education' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a visitor who scrolls before the app starts stays where they scrolled', async ({ page, baseURL }) => {
    const { release, asked } = await holdHostAppCode(page);
    await page.mainFrame().goto(new URL('/education', baseURL).href, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
    await asked;
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    release();
    // Marked ready after the commit that hydrated the page, and with it the router's scroll.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  });

  test('an in-page link on / while its static About is server HTML, then a nav link, both work', async ({ page }) => {
    await neverIdle(page);
    await page.goto('/');
    await page.evaluate(() => history.pushState(null, '', '#about'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveURL('/skills');
    await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  });

  test('static parts stay server HTML: no React work on them', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page, '[data-island="about"] > section')).toBe(false);
    await page.goto('/contact');
    await expect.poll(() => isHydrated(page, '#root [data-mf-remote="contact"]')).toBe(true);
    expect(await isHydrated(page, '[data-island="contact-details"] > ul')).toBe(false);
    await page.goto('/skills');
    await expect.poll(() => isHydrated(page, '#root [data-mf-remote="skills"]')).toBe(true);
    expect(await isHydrated(page, '[data-island="skills-cards"] > ul')).toBe(false);
  });
});

/** The CSS files the remote's manifest lists for an exposed module (their names depend on how the build splits them). */
function exposedCss(remote: 'skills' | 'projects' | 'contact', exposed: string): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL(`../${config.apps[remote].dir}/dist/mf-manifest.json`, import.meta.url), 'utf8'),
  ) as { exposes: { name: string; assets: { css: { sync: string[] } } }[] };
  const found = manifest.exposes.find((entry) => entry.name === exposed);
  if (!found) throw new Error(`${remote}'s manifest exposes no ${exposed}`);
  return found.assets.css.sync.map((file) => `/${file}`);
}

test.describe('stylesheets', () => {
  for (const [path, remote, file] of [
    ['/skills', 'skills', 'SkillsPage'],
    ['/projects', 'projects', 'ProjectsStack'],
    ['/contact', 'contact', 'ContactPage'],
  ] as const) {
    test(`${path}: the section's CSS file is requested once per page load`, async ({ page }) => {
      const css = exposedCss(remote, file);
      expect(css).toHaveLength(1);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith(css[0]!)) requests.push(request.url());
      });
      await page.goto(path);
      // The section's code has run (it is hydrated) and the page has settled.
      await expect.poll(() => isHydrated(page, `#root [data-mf-remote="${remote}"]`)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(requests, requests.join('\n')).toHaveLength(1);
      // The one the server linked, through the host's origin.
      expect(new URL(requests[0]!).pathname).toMatch(new RegExp(`^/_release/${remote}/`));
    });
  }
});

test.describe('web font', () => {
  interface FontRecord {
    layoutShift: number;
    /** The h1's box in the last frame before <html data-web-font>, and in the frame after it. */
    before: { top: number; height: number } | null;
    after: { top: number; height: number } | null;
  }
  for (const [path, width] of [
    ['/', 390],
    ['/', 1440],
    ['/skills', 390],
    ['/skills', 1440],
  ] as const) {
    test(`${path} at ${width} px: the headings switch to Space Grotesk once it has arrived, after first paint, and nothing moves`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const record: FontRecord = { layoutShift: 0, before: null, after: null };
        (window as unknown as { __font: FontRecord }).__font = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) record.layoutShift += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        const box = () => {
          const rect = document.querySelector('h1')?.getBoundingClientRect();
          return rect ? { top: rect.top + window.scrollY, height: rect.height } : null;
        };
        const eachFrame = () => {
          if (document.documentElement.hasAttribute('data-web-font')) record.after = box();
          else {
            record.before = box();
            requestAnimationFrame(eachFrame);
          }
        };
        requestAnimationFrame(eachFrame);
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-web-font', '');
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        /^"?Space Grotesk Variable"?,/,
      );
      expect(await page.evaluate(() => document.fonts.check('1em "Space Grotesk Variable"'))).toBe(true);
      // One face, the Latin subset: faces of the family left unloaded make Chromium look up system
      // fonts for every heading style when the headings switch (host/src/app/index.css).
      expect(
        await page.evaluate(
          () => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Space Grotesk Variable').length,
        ),
      ).toBe(1);
      // The font file is requested only once the page has painted.
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.fonts.length).toBeGreaterThan(0);
      for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.paint);
      // The heading keeps its place and height (the fallback face has the font's ascent and descent).
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __font: FontRecord }).__font.after))
        .not.toBeNull();
      const record = await page.evaluate(() => (window as unknown as { __font: FontRecord }).__font);
      expect(record.before).not.toBeNull();
      expect(record.after).toEqual(record.before);
      // Widths differ by a few per cent from text to text, so a centred heading's first letter may
      // move a few pixels sideways: a layout shift Lighthouse reports as 0 (0.000), never more.
      expect(record.layoutShift).toBeLessThan(0.0005);
    });
  }
});
