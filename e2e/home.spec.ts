import type { Page } from '@playwright/test';
import { owner } from '../shared/src/owner';
import { ABOUT } from '../host/src/features/home/data/about';
import { PROFILE } from '../host/src/features/home/data/profile';
import { TAGLINES } from '../host/src/features/home/data/taglines';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, useTheme, type Theme } from './support/fixtures';

const FLOATING_LABELS = ['UI Magic', 'Clean Code', 'Innovation'];

const activePhrase = (page: Page) => page.getByTestId('tagline').locator('[data-active="true"]');

/** Animations that never end (meteors, floating labels, sparkles' twinkles are finite). */
function infiniteAnimations(page: Page) {
  return page.evaluate(
    () =>
      document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
        .length,
  );
}

function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('home page', () => {
  test('shows the badge, greeting, tagline, summary and About texts, with one h1 and headings in order', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await expect(hero.getByText('Welcome to my universe', { exact: true })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(`Hi, I'm ${owner.name}`);
    await expect(page.getByTestId('sparkles-text')).toHaveText(owner.name);

    // Screen readers get the four phrases once, as a list; the animated copy is hidden from them.
    await expect(page.getByRole('list', { name: 'What I do' }).getByRole('listitem')).toHaveText([...TAGLINES]);
    await expect(page.getByTestId('tagline')).toHaveAttribute('aria-hidden', 'true');
    await expect(activePhrase(page)).toHaveText(TAGLINES[0]);

    await expect(hero.getByText(/^I build fast, accessible web apps/)).toBeVisible();

    const about = page.locator('#about');
    await expect(about.getByRole('heading', { level: 2 })).toHaveText('Developer, Designer, Creator, Innovator');
    await expect(about.getByTestId('about-bio')).toHaveText(ABOUT.bio);
    await expect(about.locator('blockquote')).toContainText(ABOUT.quote.text);

    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!).toBeLessThanOrEqual(1));
  });

  test('the tagline moves to the next phrase about every 3 s, in a box that never changes size', async ({ page }) => {
    await page.goto('/');
    const box = page.getByTestId('tagline');
    const h1 = page.locator('h1');
    await expect(activePhrase(page)).toHaveText(TAGLINES[0]);
    const before = { tagline: await box.boundingBox(), summary: await page.getByText(/^I build fast/).boundingBox() };

    await expect(activePhrase(page)).toHaveText(TAGLINES[1], { timeout: 5_000 });
    await expect(activePhrase(page)).toHaveText(TAGLINES[2], { timeout: 5_000 });
    await expect(h1).toHaveText(`Hi, I'm ${owner.name}`);
    const after = { tagline: await box.boundingBox(), summary: await page.getByText(/^I build fast/).boundingBox() };
    expect(after).toEqual(before);

    // Every phrase shares one grid cell: each is exactly as tall as the box's content.
    // (Layout heights: a phrase mid-slide has a fractionally shifted bounding box.)
    const heights = await box
      .locator('.tagline-phrase')
      .evaluateAll((phrases) => phrases.map((phrase) => (phrase as HTMLElement).offsetHeight));
    expect(new Set(heights).size).toBe(1);
  });

  test("Github and Linked In open the owner's profiles in a new tab", async ({ page, context }) => {
    // Answer the outbound hosts locally: tests never need the internet.
    await context.route(/^https:\/\/(github\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>profile</title>' }),
    );
    await page.goto('/');
    for (const [name, url] of [
      ['Github', owner.githubUrl],
      ['Linked In', owner.linkedinUrl],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(url);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
    }
    await expect(page).toHaveURL('/');
  });

  test('the code window shows the profile object and the real hireable result', async ({ page }) => {
    await page.goto('/');
    const code = page.getByTestId('code-window');
    await expect(code.getByText('profile.js')).toBeVisible();
    for (const skill of PROFILE.skills) await expect(code).toContainText(`'${skill}'`);
    for (const field of [
      'hardWorker: true',
      'quickLearner: true',
      'problemSolver: true',
      'yearsOfExperience: 2',
      'hireable() {',
    ]) {
      await expect(code).toContainText(field);
    }
    await expect(code.getByTestId('hireable-result')).toHaveText('true');
    // Syntax colouring: keys and strings are drawn in different colours.
    const colours = await code
      .locator('code span span')
      .evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
    expect(colours).toBeGreaterThanOrEqual(5);
  });

  test('10 decorative meteors at random horizontal positions, with no horizontal scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('meteors')).toHaveAttribute('aria-hidden', 'true');
    const meteors = page.getByTestId('meteor');
    await expect(meteors).toHaveCount(10);
    const lefts = await meteors.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.left));
    expect(new Set(lefts).size).toBeGreaterThan(1);
    for (const left of lefts) expect(parseFloat(left)).toBeGreaterThanOrEqual(0);
    const falling = () =>
      meteors.evaluateAll((nodes) =>
        nodes.map((node) =>
          node
            .getAnimations()
            .map((animation) => animation.playState)
            .join(),
        ),
      );
    await expect.poll(falling).toEqual(Array(10).fill('running'));
    // Let a few fall, then check the page did not widen.
    await page.waitForTimeout(1500);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('10 sparkles twinkle on the name, and everything pauses once the hero is off screen', async ({ page }) => {
    await page.goto('/');
    const sparkles = page.getByTestId('sparkle');
    await expect(sparkles).toHaveCount(10);
    await expect(page.getByTestId('hero')).toHaveAttribute('data-motion', 'running');
    const sparkleStates = () =>
      sparkles.evaluateAll((nodes) =>
        nodes.flatMap((node) => node.getAnimations().map((animation) => animation.playState)),
      );
    await expect.poll(sparkleStates).toEqual(Array(10).fill('running'));

    await page.locator('#about').scrollIntoViewIfNeeded();
    // The page is only just taller than hero + one screen, by an amount that depends on the fonts
    // installed (with @sparticuz/chromium's fonts the hero's last pixels stay in view): room below
    // the page lets the hero leave the viewport whatever the fonts.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '100vh';
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(page.getByTestId('hero')).toHaveAttribute('data-motion', 'paused');
    await expect.poll(sparkleStates).toEqual(Array(10).fill('paused'));
    // Every loop on the page (meteors, floating labels, scroll hint) is paused too.
    const states = await page.evaluate(() => [
      ...new Set(document.getAnimations().map((animation) => animation.playState)),
    ]);
    expect(states).toEqual(['paused']);
    const phrase = await activePhrase(page).textContent();
    await page.waitForTimeout(3500);
    await expect(activePhrase(page)).toHaveText(phrase!);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('hero')).toHaveAttribute('data-motion', 'running');
    await expect.poll(sparkleStates).toEqual(Array(10).fill('running'));
  });

  for (const via of ['click', 'keyboard'] as const) {
    test(`the 'About me' hint takes the visitor to the About section (${via})`, async ({ page }) => {
      await page.goto('/');
      const hint = page.getByRole('link', { name: 'About me' });
      await expect(hint).toHaveAttribute('href', '#about');
      const heading = page.getByRole('heading', { name: 'Developer, Designer, Creator, Innovator' });
      await expect(heading).not.toBeInViewport();
      if (via === 'click') {
        await hint.click();
      } else {
        await hint.focus();
        await page.keyboard.press('Enter');
      }
      await expect(heading).toBeInViewport();
      // Focus moves with the visitor, so keyboard and screen-reader users read on from there.
      await expect(page.locator('#about')).toBeFocused();
    });
  }

  test('the portrait is a shipped image with alt text and explicit size', async ({ page }) => {
    await page.goto('/');
    const portrait = page.getByRole('img', { name: ABOUT.portrait.alt });
    await expect(portrait).toHaveAttribute('width', String(ABOUT.portrait.width));
    await expect(portrait).toHaveAttribute('height', String(ABOUT.portrait.height));
    await expect(portrait).toHaveAttribute('src', /^\/images\/portrait\.svg$/);
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("on a phone the hero's text sits where it stays while the code window has not arrived yet", async ({ page }) => {
    // The parser may yield, and the browser paint, between the hero's two columns. Measured before and after in
    // one task, so that nothing the app does meanwhile moves the page between the two.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const { settled, alone } = await page.locator('#hero-title').evaluate((title) => {
      const top = () => Math.round(title.getBoundingClientRect().top);
      const settled = top();
      const column = title.parentElement;
      while (column?.nextElementSibling) column.nextElementSibling.remove();
      return { settled, alone: top() };
    });
    expect(alone).toBe(settled);
  });

  test('single-page mode is off by default: / shows the home page only', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#about')).toBeVisible();
    await expect(page.getByText('Educational Journey')).toHaveCount(0);
    await expect(page.getByTestId('single-page-skills')).toHaveCount(0);
    await expect(page.getByTestId('single-page-contact')).toHaveCount(0);
  });
});

test.describe('floating labels', () => {
  test('are shown around the code window at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    for (const label of FLOATING_LABELS) await expect(page.getByText(label, { exact: true })).toBeVisible();
    const floating = () =>
      page.getByTestId('floating-label').evaluateAll((nodes) => nodes.map((node) => node.getAnimations().length));
    await expect.poll(floating).toEqual([1, 1, 1]);
  });

  test('are not displayed at all at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const labels = page.getByTestId('floating-label');
    await expect(labels).toHaveCount(3);
    for (const label of FLOATING_LABELS) await expect(page.getByText(label, { exact: true })).toBeHidden();
    const container = await labels.first().evaluate((node) => getComputedStyle(node.parentElement!).display);
    expect(container).toBe('none');
    // Nothing animates an undisplayed label (that would run on the main thread).
    expect(await labels.evaluateAll((nodes) => nodes.reduce((sum, node) => sum + node.getAnimations().length, 0))).toBe(
      0,
    );
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no sparkles, still meteors, one tagline phrase and no infinite animation', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText(`Hi, I'm ${owner.name}`);
    await expect(page.getByTestId('sparkle')).toHaveCount(0);
    await expect(page.getByTestId('meteor')).toHaveCount(10);
    const moving = await page
      .getByTestId('meteor')
      .evaluateAll((nodes) => nodes.filter((node) => node.getAnimations().length > 0).length);
    expect(moving).toBe(0);
    await page.waitForTimeout(3500);
    await expect(activePhrase(page)).toHaveText(TAGLINES[0]);
    expect(await infiniteAnimations(page)).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const theme of ['dark', 'light'] as Theme[]) {
    test(`no axe violations on / at ${viewport.width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoAxeViolations(page, `/ ${viewport.width} ${theme}`);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }
}
