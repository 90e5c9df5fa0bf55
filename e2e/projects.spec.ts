import type { Locator, Page } from '@playwright/test';
import { AXE_THEMES, AXE_VIEWPORTS, expectNoAxeViolations } from './support/axe';
import { expect, REMOTE_PORTS, test, useTheme } from './support/fixtures';

// The six projects of spec section 3, in order, as the visitor reads them.
const TITLES = ['EventSphere', 'Inkwell Blog', 'CSE Carnival', 'LifeLine', 'Star Bounce', 'Foodie Express'];
const REMOTE_ORIGIN = `http://localhost:${REMOTE_PORTS.projects}`;

async function openProjects(page: Page, options?: Parameters<Page['goto']>[1]) {
  await page.goto('/projects', options);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(TITLES.length);
}

/** Scrolls (instantly, not smoothly) to a share of the stack's scroll range, 0 to 1. */
async function scrollStack(page: Page, progress: number) {
  await page.evaluate((share) => {
    const list = document.querySelector('[data-stack-item]')!.parentElement!;
    const top = list.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top + share * (list.offsetHeight - window.innerHeight), behavior: 'instant' });
  }, progress);
  // framer-motion renders scroll-driven values on the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The rendered scale of a stacked card, read from its computed transform matrix. */
function renderedScale(card: Locator): Promise<number> {
  return card.evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
  });
}

function stackCard(page: Page, index: number): Locator {
  return page.locator(`[data-stack-card="${index}"]`);
}

test.describe('projects stack', () => {
  test('shows the six cards in order, each with its badge, title, description and accent dot', async ({ page }) => {
    await openProjects(page);
    const cards = page.getByRole('article');
    for (const [index, title] of TITLES.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(title);
      await expect(card.getByText(`Project ${index + 1}`, { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(card.locator('p').nth(1)).not.toBeEmpty();
      const dot = await card
        .locator('[data-accent-dot]')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(dot).toMatch(/^rgb\(/);
    }
    // Exactly one h1 on the page, card titles one level below it.
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('loads every cover from the remote origin, with sizes and alt text', async ({ page }) => {
    const covers: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      // Images the page draws: the tab icon is the page's, not a cover, and the warm-up's fetch() of the
      // host pages' images (decision 0032) draws nothing.
      if (
        response.request().resourceType() === 'image' &&
        /\.(svg|avif|webp|png|jpe?g)$/.test(pathname) &&
        !/\/favicon[^/]*$/.test(pathname)
      ) {
        covers.push({ url: response.url(), status: response.status() });
      }
    });
    await openProjects(page);
    for (const progress of [0.25, 0.5, 0.75, 1]) await scrollStack(page, progress);

    const images = page.getByRole('article').getByRole('img');
    await expect(images).toHaveCount(TITLES.length);
    for (let index = 0; index < TITLES.length; index++) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute('alt', /\w{3,}.{30,}/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
      const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(source.startsWith(`${REMOTE_ORIGIN}/`), source).toBe(true);
    }
    expect(covers).toHaveLength(TITLES.length);
    for (const cover of covers) {
      expect(new URL(cover.url).origin, cover.url).toBe(REMOTE_ORIGIN);
      expect(cover.status, cover.url).toBe(200);
    }
  });

  test('covers reserve their space: nothing moves when they arrive', async ({ page }) => {
    // Hold every cover until the page has been measured without them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${REMOTE_ORIGIN}/assets/*.webp`, async (route) => {
      await held;
      await route.continue();
    });
    // The covers are in the server HTML: the page's load event waits for them.
    await openProjects(page, { waitUntil: 'domcontentloaded' });
    // Cards below the fold skip their layout (content-visibility, on the last slot's float for the
    // last card): lay every card out to measure it.
    await page
      .locator('[data-stack-item], [data-stack-last]')
      .evaluateAll((items) => items.forEach((item) => ((item as HTMLElement).style.contentVisibility = 'visible')));
    const heights = () =>
      page.locator('[data-stack-card]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).offsetHeight));
    const before = await heights();
    const firstImage = page.getByRole('article').first().getByRole('img');
    expect(await firstImage.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);

    release();
    for (const progress of [0.5, 1]) await scrollStack(page, progress);
    await scrollStack(page, 0);
    await expect
      .poll(() =>
        page
          .getByRole('article')
          .getByRole('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(await heights()).toEqual(before);
  });

  test('Code and Live open their project in a new tab', async ({ page, context }) => {
    // Outbound pages answered locally: the tests never need the internet.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
    );
    await openProjects(page);

    for (const title of TITLES) {
      const card = page.getByRole('article', { name: title });
      const code = card.getByRole('link', { name: `Code for ${title} (opens in a new tab)` });
      const live = card.getByRole('link', { name: `Live ${title} (opens in a new tab)` });
      for (const link of [code, live]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(code).toHaveAttribute('href', /^https:\/\/github\.com\/.+/);
      await expect(live).toHaveAttribute('href', /^https:\/\/.+/);
    }

    const first = page.getByRole('article', { name: TITLES[0] });
    for (const name of [`Code for ${TITLES[0]} (opens in a new tab)`, `Live ${TITLES[0]} (opens in a new tab)`]) {
      const link = first.getByRole('link', { name });
      const href = await link.getAttribute('href');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(new URL(href!).href);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('cards stick to the top, 25 px apart', async ({ page }) => {
    await openProjects(page);
    // Polled: seen once in CI (2026-12-04), all six 'static' right after load and 'sticky' on the retry:
    // the stack's stylesheet applied after the cards were shown; why, not traced.
    await expect
      .poll(() =>
        page.locator('[data-stack-item]').evaluateAll((items) => items.map((item) => getComputedStyle(item).position)),
      )
      .toEqual(Array(TITLES.length).fill('sticky'));

    await scrollStack(page, 0.5);
    const stuckTop = await stackCard(page, 0).evaluate((card) => card.getBoundingClientRect().top);
    await scrollStack(page, 1);
    expect(await stackCard(page, 0).evaluate((card) => card.getBoundingClientRect().top)).toBeCloseTo(stuckTop, 0);
    // At the end every card is stuck, each 25 px below the one before.
    const tops = await page
      .locator('[data-stack-card]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    tops.forEach((top, index) => expect(top - tops[0]!).toBeCloseTo(index * 25, 0));
  });

  test('the first card shrinks as the stack scrolls and the last stays full size', async ({ page }) => {
    await openProjects(page);
    const first = stackCard(page, 0);
    const last = stackCard(page, TITLES.length - 1);
    expect(await renderedScale(first)).toBe(1);

    await scrollStack(page, 0.5);
    await expect.poll(() => renderedScale(first)).toBeLessThan(1);
    const halfway = await renderedScale(first);
    expect(halfway).toBeCloseTo(0.875, 2);

    await scrollStack(page, 1);
    await expect.poll(() => renderedScale(first)).toBeCloseTo(0.75, 2);
    // Each card shrinks by 0.05 per card after it.
    for (let index = 1; index < TITLES.length; index++) {
      expect(await renderedScale(stackCard(page, index))).toBeCloseTo(1 - 0.05 * (TITLES.length - 1 - index), 2);
    }
    expect(await renderedScale(last)).toBe(1);
  });

  test('hover and keyboard focus lift the card 8 px and zoom its cover to 1.05', async ({ page }) => {
    await openProjects(page);
    const card = page.getByRole('article', { name: TITLES[0] });
    const image = card.getByRole('img');
    const restingTop = (await card.boundingBox())!.y;
    const style = (locator: Locator, property: 'translate' | 'scale' | 'transitionDuration') =>
      locator.evaluate((element, name) => getComputedStyle(element)[name], property);

    expect(await style(card, 'transitionDuration')).toBe('0.3s');
    expect(await style(image, 'transitionDuration')).toBe('0.4s');

    await card.hover();
    await expect.poll(() => style(card, 'translate')).toBe('0px -8px');
    await expect.poll(() => style(image, 'scale')).toBe('1.05');
    await expect.poll(async () => (await card.boundingBox())!.y).toBeCloseTo(restingTop - 8, 0);

    // Moving away settles it; focusing its link from the keyboard lifts it again.
    await page.mouse.move(5, 5);
    await expect.poll(() => style(card, 'translate')).toBe('none');
    await card.getByRole('link', { name: /^Code for/ }).focus();
    await expect.poll(() => style(card, 'translate')).toBe('0px -8px');
    await expect.poll(() => style(image, 'scale')).toBe('1.05');
  });

  test('no horizontal scroll at 320 px, anywhere in the stack', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await openProjects(page);
    for (const progress of [0, 0.5, 1]) {
      await scrollStack(page, progress);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    }
    // Every link stays on screen while its card is on top.
    await scrollStack(page, 1);
    const live = page.getByRole('link', { name: `Live ${TITLES.at(-1)} (opens in a new tab)` });
    const box = (await live.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y + box.height).toBeLessThanOrEqual(568);
  });
});

test.describe('projects stack with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no scaling, lift or zoom; the cards still stack and the links still work', async ({ page, context }) => {
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
    );
    await openProjects(page);
    await scrollStack(page, 0.5);
    await scrollStack(page, 1);
    for (let index = 0; index < TITLES.length; index++) expect(await renderedScale(stackCard(page, index))).toBe(1);
    const tops = await page
      .locator('[data-stack-card]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    tops.forEach((top, index) => expect(top - tops[0]!).toBeCloseTo(index * 25, 0));

    const card = page.getByRole('article', { name: TITLES.at(-1) });
    await card.hover();
    await page.waitForTimeout(500); // longer than both transitions
    expect(await card.evaluate((element) => getComputedStyle(element).translate)).toBe('none');
    expect(await card.getByRole('img').evaluate((element) => getComputedStyle(element).scale)).toBe('none');

    const live = card.getByRole('link', { name: /^Live / });
    const [tab] = await Promise.all([context.waitForEvent('page'), live.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(new URL((await live.getAttribute('href'))!).href);
    await tab.close();
  });
});

// The a11y spec checks /projects as it loads; here the stack is scrolled to its end
// (every card stuck and scaled) with the top card hovered.
for (const viewport of AXE_VIEWPORTS) {
  for (const theme of AXE_THEMES) {
    test(`stacked and hovered projects have no axe violations (${viewport.name}, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useTheme(page, theme);
      await openProjects(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const progress of [0.5, 1]) await scrollStack(page, progress);
      await page.getByRole('article', { name: TITLES.at(-1) }).hover();
      await expectNoAxeViolations(page, `/projects stacked ${viewport.name} ${theme}`);
    });
  }
}
