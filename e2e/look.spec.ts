// The site's finish (decision 0014), as geometry: boxes that must not overlap, tops that must match, boxes
// that must stay on screen. No pixels.
import type { Locator, Page } from '@playwright/test';
import { owner } from '../shared/src/owner';
import * as hostWords from '../host/src/lib/messages/messages/en.js';
import { expect, PAGES, ROUTES, test } from './support/fixtures';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('hero: floating labels', () => {
  for (const width of [1024, 1280, 1440, 1920]) {
    test(`float around the code window without covering it, whole on screen, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const labels = page.getByTestId('floating-label');
      const window = page.getByTestId('code-window');
      await expect(labels).toHaveCount(3);
      const header = await box(page.locator('header').first());
      // Each label's float, paused at points across two of its 6 s cycles: covers both extremes.
      await expect
        .poll(() => labels.evaluateAll((nodes) => nodes.every((node) => node.getAnimations().length === 1)))
        .toBe(true);
      for (let time = 0; time <= 12_000; time += 1_000) {
        await labels.evaluateAll((nodes, at) => {
          for (const node of nodes)
            for (const animation of node.getAnimations()) {
              animation.pause();
              animation.currentTime = at;
            }
        }, time);
        const code = await box(window);
        for (let index = 0; index < 3; index++) {
          const label = await box(labels.nth(index));
          const name = `${await labels.nth(index).textContent()} at ${time} ms`;
          expect(overlaps(label, code), `${name} covers the code window`).toBe(false);
          expect(label.x, name).toBeGreaterThanOrEqual(0);
          expect(label.x + label.width, name).toBeLessThanOrEqual(width);
          expect(label.y, `${name} under the header`).toBeGreaterThanOrEqual(header.y + header.height);
        }
      }
    });
  }
});

test('the About me hint is whole on a 1440 x 900 window', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const hint = await box(page.getByRole('link', { name: 'About me' }));
  expect(hint.y).toBeGreaterThanOrEqual(0);
  expect(hint.y + hint.height).toBeLessThanOrEqual(900);
});

for (const width of [390, 1440]) {
  test(`the About stats' numbers share one top at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const numbers = page.locator('#about dd');
    await expect(numbers).toHaveText(['2+', '9', '3.89']);
    await numbers.first().scrollIntoViewIfNeeded();
    const tops = await numbers.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
    for (const top of tops) expect(top).toBeCloseTo(tops[0]!, 0);
  });
}

for (const width of [390, 1024, 1440]) {
  test(`the contact status line sits under the Send button at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = await box(form.getByRole('button', { name: 'Send Message' }));
    const status = await box(form.getByRole('status'));
    expect(status.y).toBeGreaterThanOrEqual(send.y + send.height);
    expect(status.x).toBeCloseTo(send.x, 0);
  });
}

test('every route has the same side margin at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const margins: Record<string, number> = {};
  for (const route of ROUTES) {
    await page.goto(route.path);
    // The heading's block: where the route's content column starts.
    margins[route.path] = (await box(page.locator('main h1'))).x;
  }
  expect(new Set(Object.values(margins)), JSON.stringify(margins)).toEqual(new Set([20]));
});

test('the labels above section headings look the same on every route', async ({ page }) => {
  const looks: Record<string, string> = {};
  for (const route of ROUTES) {
    await page.goto(route.path);
    const labels = page.locator('main [data-section-label]');
    expect(await labels.count(), route.path).toBeGreaterThan(0);
    for (const look of await labels.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        return [
          style.fontSize,
          style.fontWeight,
          style.textTransform,
          style.letterSpacing,
          style.borderTopLeftRadius,
          style.paddingLeft,
          style.paddingTop,
          style.color,
          style.backgroundColor,
        ].join(' ');
      }),
    ))
      looks[`${route.path} ${Object.keys(looks).length}`] = look;
  }
  expect(new Set(Object.values(looks)).size, JSON.stringify(looks, null, 1)).toBe(1);
});

test.describe('footer', () => {
  for (const path of [...ROUTES.map((route) => route.path), ...PAGES.map((entry) => entry.path), '/no-such-page']) {
    test(`${path} ends with the shell's footer`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toHaveCount(1);
      await expect(footer).toContainText(owner.name);
      await expect(footer).toContainText(hostWords.footer_built_with({}));
      await expect(footer.getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', owner.githubUrl);
      await expect(footer.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', owner.linkedinUrl);
      await expect(footer.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${owner.email}`);
      // A static island: server HTML that never hydrates.
      await expect(page.locator('[data-island="footer"]')).toHaveAttribute('data-island-static', '');
      // The last thing on the page.
      const bottom = await footer.evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.abs(bottom - pageHeight)).toBeLessThanOrEqual(1);
    });
  }
});

/** Scrolls instantly to `y` and waits two frames (framer-motion renders scroll values on frames). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** /projects with its six cards, scrolled to where the last card has landed: the list's end at the window's bottom. */
async function openProjectsAtListEnd(page: Page) {
  await page.goto('/projects');
  await expect(page.getByRole('article')).toHaveCount(6);
  const listEnd = await page
    .locator('[data-stack-list]')
    .evaluate((list) => list.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
  await scrollTo(page, listEnd);
}

/**
 * How much the stack's curtain hides of what lies under it, row by row from the window's top: 1
 * hidden, 0 shown. Measured in pixels: a probe of one colour is laid over the cards, under the
 * curtain (z-index 5 of its 10), in a column beside the header pill, and shot; then in another
 * colour. Where the curtain hides a share c of what is under it, the two shots differ by (1 - c)
 * times the two colours' difference, whatever the curtain's own colour.
 */
async function curtainCover(page: Page, decoder: Page, rows: number): Promise<number[]> {
  const pill = await box(page.locator('header > div').first());
  const x = Math.floor(pill.x / 2);
  const reds: number[][] = [];
  for (const colour of ['rgb(255, 0, 255)', 'rgb(0, 255, 0)']) {
    await page.locator('[data-stack-curtain]').evaluate(
      (curtain, { x, colour }) => {
        const probe = document.createElement('div');
        probe.dataset.coverProbe = '';
        for (const [name, value] of Object.entries({
          position: 'fixed',
          left: `${x}px`,
          top: '0',
          width: '1px',
          height: '100vh',
          'z-index': '5',
          background: colour,
        }))
          probe.style.setProperty(name, value);
        curtain.before(probe);
      },
      { x, colour },
    );
    const shot = await page.screenshot({ clip: { x, y: 0, width: 1, height: rows } });
    await page.locator('[data-cover-probe]').evaluate((probe) => probe.remove());
    reds.push(await redChannel(decoder, shot));
  }
  return reds[0]!.map((red, y) => 1 - (red - reds[1]![y]!) / 255);
}

/** The red channel of each row of a one-pixel-wide PNG, decoded by `decoder`, a blank page (no CSP). */
async function redChannel(decoder: Page, png: Buffer): Promise<number[]> {
  return decoder.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    return Array.from({ length: image.height }, (_, y) => data[y * image.width * 4]!);
  }, png.toString('base64'));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no project card shows above or around the header at any scroll position (${viewport.width} px)`, async ({
    page,
  }) => {
    // Two shots for each position where a card is in the header's zone.
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto('/projects');
    await expect(page.getByRole('article')).toHaveCount(6);
    const decoder = await page.context().newPage();
    const curtain = page.locator('[data-stack-curtain]');
    expect(
      await curtain.evaluate((node) => {
        const style = getComputedStyle(node);
        return {
          zIndex: style.zIndex,
          opaque: style.backgroundColor === getComputedStyle(document.documentElement).backgroundColor,
        };
      }),
    ).toEqual({ zIndex: '10', opaque: true });
    const header = await box(page.locator('header').first());
    // The strip round the header pill: from the top of the window to the pill's bottom.
    const headerZone = header.y + header.height;
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (let y = 0; y <= end + viewport.height / 4; y += Math.round(viewport.height / 4)) {
      await scrollTo(page, Math.min(y, end));
      const strip = await box(curtain);
      const cards = await page
        .locator('[data-stack-card]')
        .evaluateAll((nodes) =>
          nodes.map((node) => node.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
        );
      let inZone = false;
      for (const [index, card] of cards.entries()) {
        const shownTop = Math.max(card.top, 0);
        const shownBottom = Math.min(card.bottom, headerZone);
        if (shownBottom <= shownTop) continue;
        inZone = true;
        // Whatever part of the card is in the header's zone lies under the page-coloured strip.
        expect(strip.y, `card ${index} at scroll ${y}`).toBeLessThanOrEqual(shownTop + 0.5);
        expect(strip.y + strip.height, `card ${index} at scroll ${y}`).toBeGreaterThanOrEqual(shownBottom - 0.5);
      }
      // ... and the strip hides it there: solid down to the pill's bottom (below, it fades).
      if (inZone) {
        const cover = await curtainCover(page, decoder, Math.floor(headerZone));
        expect(Math.min(...cover), `cover above the pill's bottom at scroll ${y}`).toBeGreaterThanOrEqual(0.97);
      }
    }
    // The page then ends with the footer, straight after the stack's last card: after its slot, or after
    // the float of the card and the stack's end where that reaches past the slot (a taller card, such as
    // one with its case-study link, at 390 px).
    const footer = await box(page.getByRole('contentinfo'));
    const slot = await box(page.locator('[data-stack-item]').last());
    const float = await box(page.locator('[data-stack-last]'));
    expect(footer.y - Math.max(slot.y + slot.height, float.y + float.height)).toBeLessThanOrEqual(64);
  });
}

// Past the stack's end the last card moves up under the header's curtain (decision 0024): the curtain fades out over more than a title's height wherever a title
// passes under it: no row of a title is cut off from the next. Under reduced motion as well (the
// fade moves nothing). At 390 x 844 the page ends before the title gets there.
for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    test(`the last card's title is never cut along a line under the header as the stack leaves (${viewport.width} px, ${reducedMotion} motion)`, async ({
      page,
    }) => {
      // Fourteen shots.
      test.slow();
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize(viewport);
      await page.goto('/projects');
      await expect(page.getByRole('article')).toHaveCount(6);
      const decoder = await page.context().newPage();
      // Every cover decoded, so the card has its height at every position.
      await page.evaluate(async () => {
        for (const image of Array.from(document.images)) image.loading = 'eager';
        await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
      });
      const header = await box(page.locator('header').first());
      const title = page.locator('[data-stack-card]').last().getByRole('heading');
      const curtain = page.locator('[data-stack-curtain]');
      const listEnd = await page
        .locator('[data-stack-list]')
        .evaluate((list) => list.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
      // The page's end, once the sections under the fold have their height (content-visibility).
      for (let pass = 0; pass < 2; pass++) await scrollTo(page, 1e6);
      const pageEnd = await page.evaluate(() => window.scrollY);
      // Past the stack's end everything moves up with the page: the title meets the curtain's box
      // between `first` and `last` px of scroll (the box is its fade's full reach).
      await scrollTo(page, listEnd);
      const landed = await box(title);
      const strip = await box(curtain);
      const first = Math.max(0, landed.y - (strip.y + strip.height));
      const last = Math.min(pageEnd - listEnd, landed.y + landed.height);
      // The title does go under the curtain before the page ends.
      expect(last).toBeGreaterThan(first);
      for (let step = 0; step <= 6; step++) {
        const past = Math.round(first + ((last - first) * step) / 6);
        await scrollTo(page, listEnd + past);
        const heading = await box(title);
        // Down to whichever ends lower, the curtain's box or the title, and a row more.
        const rows = Math.ceil(Math.max(strip.y + strip.height, heading.y + heading.height)) + 1;
        const cover = await curtainCover(page, decoder, rows);
        // Around the pill the curtain is solid ...
        expect(Math.min(...cover.slice(0, Math.floor(header.y + header.height)))).toBeGreaterThanOrEqual(0.97);
        // ... and across the title's rows it changes gradually: from hidden to shown over more than
        // the title's height, where a line would change it at once.
        const titleRows = cover.slice(Math.max(0, Math.floor(heading.y)), Math.ceil(heading.y + heading.height));
        const steepest = Math.max(0, ...titleRows.slice(1).map((value, row) => Math.abs(value - titleRows[row]!)));
        expect(
          steepest,
          `the curtain's steepest step across the title ${past} px past the stack's end`,
        ).toBeLessThanOrEqual(1 / heading.height);
      }
    });
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
]) {
  test(`the stack ends with a way to more work, not a third of a screen of nothing (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openProjectsAtListEnd(page);
    const card = await box(page.locator('[data-stack-card]').last());
    const end = await box(page.locator('[data-stack-end]'));
    await expect(
      page.getByRole('link', { name: 'Browse all repositories on GitHub (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    // The free space under the card holds the stack's end, with no gap over a quarter of the window.
    const gaps = [end.y - (card.y + card.height), viewport.height - (end.y + end.height)];
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(viewport.height / 4);
    expect(gaps[0]).toBeGreaterThanOrEqual(0);
  });
}

// On a short window (mostly below Tailwind's lg, where a card is wider and its cover taller) the
// last card and the stack's end under it need more than the card's screen-tall slot. The slot's
// content-visibility (paint containment) clipped what overflowed it, so at the page's end the
// "Browse all repositories" button was cut off for good: 38 px of it at 800 x 1000, all of it at
// 800 x 900, 390 x 664 and 1024 x 600. Now it is whole on screen, no ancestor clips it and a click
// reaches it; and the list still ends as the last card lands (a slot grown to hold the end would
// leave the stuck cards in place while the last one moved on up over them).
for (const viewport of [
  { width: 390, height: 664 },
  { width: 800, height: 900 },
  { width: 800, height: 1000 },
  { width: 1024, height: 600 },
]) {
  test(`the stack's end is whole and clickable at the page's end (${viewport.width} x ${viewport.height})`, async ({
    page,
    context,
  }) => {
    // The outbound page answered locally: the tests never need the internet.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
    );
    await page.setViewportSize(viewport);
    // Every card in its stacked place, 25 px below the one before it, the last one landed.
    await openProjectsAtListEnd(page);
    const tops = await page
      .locator('[data-stack-card]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    tops.forEach((top, index) => expect(top - tops[0]!, `card ${index}`).toBeCloseTo(index * 25, 0));
    // The page's end, once the sections under the fold have their height (content-visibility).
    for (let pass = 0; pass < 2; pass++) await scrollTo(page, 1e6);
    const link = page.getByRole('link', { name: 'Browse all repositories on GitHub (opens in a new tab)' });
    // Whole in the window, as the browser reckons it: IntersectionObserver, which toBeInViewport
    // asks, applies every ancestor's clip (overflow, paint containment) ...
    await expect(link).toBeInViewport({ ratio: 1 });
    // ... and as its hit test finds it: the button's own at the middle of each of its edges (its
    // corners are rounded off).
    const edges = await link.evaluate((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      const [middleX, middleY] = [(left + right) / 2, (top + bottom) / 2];
      return [
        [middleX, top + 2],
        [right - 2, middleY],
        [middleX, bottom - 2],
        [left + 2, middleY],
      ].map(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
    });
    expect(edges).toEqual([true, true, true, true]);
    // A click (which scrolls nothing more: the page is at its end) opens the owner's GitHub.
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(new URL(owner.githubUrl).href);
    await tab.close();
  });
}
