// Visual regression: every page as a visitor sees it, compared pixel by pixel with committed
// baselines (e2e/visual-baselines/<Chromium build>/). What a geometry test cannot see (a colour
// with no CSS, an icon on a tile of its own colour, a glow cut along a line) shows here.
// Stable by construction: reduced motion holds the tagline, the floating labels and the stack's
// scaling; toHaveScreenshot stills whatever animation is left; the parts placed at random on each
// visit (meteors, sparkles) are hidden (support/visual-still.css); the icon cloud (drawn in a worker) is
// masked. Update after an intended change: `npm run test:visual:update` (docs/testing.md).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, useTheme, type Theme } from './support/fixtures';
import { requireBaselines } from './support/visual';

/** The icon cloud's first drawn frame (remote-skills' startCloud.ts FIRST_FRAME_MARK). */
const CLOUD_FIRST_FRAME = 'icon-cloud:first-frame';
const STILL_CSS = readFileSync('e2e/support/visual-still.css', 'utf8');
const THEMES: readonly Theme[] = ['dark', 'light'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** Every route and page, shown whole (full-page shots); /projects' sticky stack is shot by screen below. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'skills', path: '/skills' },
  { name: 'education', path: '/education' },
  { name: 'contact', path: '/contact' },
  { name: 'contact-sent', path: '/contact/sent' },
  { name: 'resume', path: '/resume' },
  { name: 'not-found', path: '/no-such-page' },
  // A case study (its stack's icons, its captioned figures) and the long post (code, figure, footnotes).
  { name: 'case-study', path: '/projects/foodie-express' },
  { name: 'post', path: '/writing/composing-pages-on-the-server' },
] as const;

/**
 * Both languages: German at /de/… (its baselines named with -de, English's as they were), the same
 * pages but for the post, which is one written in German, and the writing list beside it. Each is
 * shot in a browser of its language, as its readers see it: no offer of the other language.
 */
const LANGUAGES = [
  { language: 'English', locale: 'en-US', prefix: '', part: '', menu: 'Menu', pages: PAGES },
  {
    language: 'German',
    locale: 'de-DE',
    prefix: '/de',
    part: '-de',
    menu: 'Menü',
    pages: [
      ...PAGES.filter(({ name }) => name !== 'post'),
      { name: 'writing', path: '/writing' },
      { name: 'post', path: '/writing/eine-website-in-zwei-sprachen' },
    ],
  },
] as const;

/** A page's path in a language: `/de` + path, German's home `/de`. */
function localized(prefix: string, path: string): string {
  return prefix && path === '/' ? prefix : prefix + path;
}

test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => requireBaselines());

/**
 * Opens a page with all its stylesheets. A remote's stylesheet comes through the host's /_release/
 * proxy, bounded like an include (delivery/core/composition.mjs INCLUDE_BOUNDS): on a machine short
 * of CPU it can time out and leave a section unstyled. That is not the look under test: the page is
 * loaded again (at most twice), and the test says so in an annotation.
 */
async function openStyled(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(path);
    const failed = await page.evaluate(() =>
      // The server's links to the remotes' stylesheets, through the host's origin.
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/_release/"]'))
        // A stylesheet that failed to load has a sheet with no rules, or (seen once in CI, on a post
        // at 390 px) rules it may not read: a SecurityError, as for a sheet from another origin.
        .filter((link) => {
          try {
            return !link.sheet || link.sheet.cssRules.length === 0;
          } catch {
            return true;
          }
        })
        .map((link) => link.href),
    );
    if (failed.length === 0) return;
    if (attempt === 3) throw new Error(`${path}: stylesheets that did not load three times: ${failed.join(', ')}`);
    test.info().annotations.push({
      type: 'reloaded',
      description: `${path}: stylesheets that did not load (${failed.join(', ')}), page loaded again`,
    });
  }
}

/** Opens a page and waits until it is as it will stay: styles, web font in, every image decoded. */
async function open(page: Page, path: string) {
  await openStyled(page, path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-web-font'));
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  // The cloud is masked, but its box is part of the page: shot once it has drawn (a cloud that
  // fails to start is hidden, a failure of its own: e2e/skills.spec.ts).
  if (await page.getByTestId('icon-cloud').count()) {
    await expect(page.getByTestId('icon-cloud')).toBeVisible();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, CLOUD_FIRST_FRAME);
  }
  // The stills' style sheet, through the CSSOM: the site's CSP refuses an injected <style> (which
  // toHaveScreenshot's stylePath would add), not a constructed sheet.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, STILL_CSS);
}

function shotOptions(page: Page, fullPage: boolean) {
  const mask: Locator[] = [page.getByTestId('icon-cloud')];
  return {
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    mask,
    maxDiffPixelRatio: 0.001,
  } as const;
}

for (const { language, locale, prefix, part, menu, pages } of LANGUAGES) {
  test.describe(language, () => {
    test.use({ locale });

    for (const theme of THEMES) {
      for (const viewport of VIEWPORTS) {
        test.describe(`${viewport.width} px, ${theme}`, () => {
          test.use({ viewport, colorScheme: theme });
          test.beforeEach(async ({ page }) => useTheme(page, theme));

          for (const { name, path } of pages) {
            const url = localized(prefix, path);
            test(`${url} looks as it did`, async ({ page }) => {
              await open(page, url);
              await expect(page).toHaveScreenshot(
                `${name}${part}-${viewport.width}-${theme}.png`,
                shotOptions(page, true),
              );
            });
          }

          const projects = localized(prefix, '/projects');
          test(`${projects}, the top of the stack, looks as it did`, async ({ page }) => {
            await open(page, projects);
            await expect(page).toHaveScreenshot(
              `projects-top${part}-${viewport.width}-${theme}.png`,
              shotOptions(page, false),
            );
          });

          test(`${projects}, the end of the stack, looks as it did`, async ({ page }) => {
            await open(page, projects);
            // Where the last card has landed: the list's end at the window's bottom.
            await page.evaluate(() => {
              const list = document.querySelector('[data-stack-list]')!;
              window.scrollTo({
                top: list.getBoundingClientRect().bottom + window.scrollY - window.innerHeight,
                behavior: 'instant',
              });
            });
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            await expect(page).toHaveScreenshot(
              `projects-end${part}-${viewport.width}-${theme}.png`,
              shotOptions(page, false),
            );
          });

          test(`${projects}, the end of the page past the stack, looks as it did`, async ({ page }) => {
            await open(page, projects);
            // The stack has moved up under the header's curtain (decision 0024).
            await page.evaluate(() =>
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
            );
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            // The curtain's reach is a scroll-driven animation, which 'disabled' would cancel: allowed
            // here (reduced motion holds everything else on this page; a scroll position is still).
            await expect(page).toHaveScreenshot(`projects-bottom${part}-${viewport.width}-${theme}.png`, {
              ...shotOptions(page, false),
              animations: 'allow',
            });
          });
        });
      }

      test(`the mobile menu, open at 390 px (${theme})`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.emulateMedia({ colorScheme: theme });
        await useTheme(page, theme);
        await open(page, localized(prefix, '/'));
        await page.getByRole('button', { name: menu }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await expect(page).toHaveScreenshot(`menu${part}-390-${theme}.png`, shotOptions(page, false));
      });
    }
  });
}

test('/resume in print media looks as it did', async ({ page }) => {
  // About an A4 sheet's width at 96 dpi.
  await page.setViewportSize({ width: 794, height: 1123 });
  await open(page, '/resume');
  await page.emulateMedia({ media: 'print' });
  await expect(page).toHaveScreenshot('resume-print.png', shotOptions(page, true));
});
