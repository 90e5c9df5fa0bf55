import type { Page } from '@playwright/test';
import { EDUCATION, EDUCATION_SUBTITLE } from '../host/src/features/education/data/education';
import { displayYears } from '../host/src/utils/yearRange';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, useTheme, type Theme } from './support/fixtures';

const TEAL: Record<Theme, string> = { dark: 'rgb(45, 212, 191)', light: 'rgb(15, 118, 110)' };

const cards = (page: Page) => page.getByTestId('education-card');

/** Waits until every finite animation on the page (the cards' fade-in) has finished. */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

function cardLook(page: Page, index: number) {
  return cards(page)
    .nth(index)
    .evaluate((card) => {
      const style = getComputedStyle(card);
      return { border: style.borderTopColor, scale: style.scale };
    });
}

test.describe('education page', () => {
  test('shows the heading, subtitle and three cards with every field', async ({ page }) => {
    await page.goto('/education');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Educational Journey');
    await expect(page.getByText(EDUCATION_SUBTITLE)).toBeVisible();
    await expect(cards(page)).toHaveCount(3);

    for (const [index, entry] of EDUCATION.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(entry.degree);
      await expect(card).toContainText(entry.school);
      await expect(card).toContainText(displayYears(entry.year));
      await expect(card).toContainText(entry.description);
      const mascot = card.getByTestId('education-mascot');
      await expect(mascot).toHaveAttribute('data-emoji', entry.mascot);
      await expect(mascot).toHaveAttribute('aria-hidden', 'true');
      // Drawn from a bundled graphic, not the emoji character: no system emoji font needed.
      await expect(mascot).toHaveText('');
      const graphic = mascot.locator('img');
      await expect
        .poll(() => graphic.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      const [tile, drawn] = [await mascot.boundingBox(), await graphic.boundingBox()];
      expect(drawn!.width).toBe(32);
      expect(drawn!.x).toBeGreaterThan(tile!.x);
      expect(drawn!.x + drawn!.width).toBeLessThan(tile!.x + tile!.width);
      await expect(card.getByRole('list', { name: 'Achievements' }).getByRole('listitem')).toHaveText([
        ...entry.achievements,
      ]);
      await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([...entry.skills]);
    }
    // The spec's facts, as the visitor reads them.
    await expect(cards(page).nth(0)).toContainText('2023–2026');
    await expect(cards(page).nth(0)).toContainText('CGPA 3.89');
    await expect(cards(page).nth(1)).toContainText('2019–2021');
    await expect(cards(page).nth(1)).toContainText('GPA 5.00');
    await expect(cards(page).nth(2)).toContainText('2019');
    await expect(cards(page).nth(2)).toContainText('Science group');
  });

  test('lays the cards out in two columns at 1440 px and one at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/education');
    await animationsSettled(page);
    let boxes = await cards(page).evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(boxes[0]!.top).toBe(boxes[1]!.top);
    expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
    expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.bottom);

    await page.setViewportSize({ width: 390, height: 844 });
    boxes = await cards(page).evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(new Set(boxes.map((box) => box.left)).size).toBe(1);
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });

  test('the cards fade in one after another: 0.2 s apart, 0.6 s each', async ({ page }) => {
    // Sample the cards' opacity on every frame from the very start of the page.
    await page.addInitScript(() => {
      const samples: number[][] = [];
      (window as unknown as { __cardOpacity: number[][] }).__cardOpacity = samples;
      const sample = () => {
        const found = [...document.querySelectorAll('[data-testid="education-card"]')];
        if (found.length === 3) samples.push(found.map((card) => Number(getComputedStyle(card).opacity)));
        if (samples.length < 240) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/education');
    await expect(cards(page)).toHaveCount(3);
    const timings = await cards(page).evaluateAll((nodes) =>
      nodes.map((node) => {
        const [animation] = node.getAnimations();
        const timing = animation?.effect?.getTiming();
        return {
          name: (animation as CSSAnimation | undefined)?.animationName,
          delay: timing?.delay,
          duration: timing?.duration,
        };
      }),
    );
    expect(timings).toEqual([
      { name: 'education-card-in', delay: 0, duration: 600 },
      { name: 'education-card-in', delay: 200, duration: 600 },
      { name: 'education-card-in', delay: 400, duration: 600 },
    ]);
    await animationsSettled(page);
    await expect(cards(page).nth(2)).toHaveCSS('opacity', '1');

    const samples = await page.evaluate(() => (window as unknown as { __cardOpacity: number[][] }).__cardOpacity);
    // An earlier card is never behind a later one, and at some frame they visibly differ.
    for (const [first, second, third] of samples) expect(first! >= second! && second! >= third!).toBe(true);
    expect(samples.some(([first, , third]) => first! - third! > 0.2)).toBe(true);
  });

  for (const theme of ['dark', 'light'] as Theme[]) {
    test(`hover and keyboard focus give a card a teal border and a slight scale (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/education');
      await animationsSettled(page);
      const idle = await cardLook(page, 1);
      expect(idle.border).not.toBe(TEAL[theme]);
      expect(idle.scale).toBe('none');

      await cards(page).nth(1).hover();
      await expect(cards(page).nth(1)).toHaveAttribute('data-hovered', 'true');
      await expect.poll(() => cardLook(page, 1)).toEqual({ border: TEAL[theme], scale: '1.02' });
      expect(await cardLook(page, 0)).toEqual(await cardLook(page, 2));

      await page.mouse.move(5, 890);
      await expect(cards(page).nth(1)).toHaveAttribute('data-hovered', 'false');
      await expect.poll(() => cardLook(page, 1)).toEqual(idle);

      // Keyboard: Tab into the cards.
      await cards(page).nth(0).focus();
      await page.keyboard.press('Tab');
      await expect(cards(page).nth(1)).toBeFocused();
      await expect.poll(() => cardLook(page, 1)).toEqual({ border: TEAL[theme], scale: '1.02' });
      await expect(cards(page).nth(0)).toHaveAttribute('data-hovered', 'false');
    });
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the cards appear at once, with no animation', async ({ page }) => {
    await page.goto('/education');
    await expect(cards(page)).toHaveCount(3);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    for (let index = 0; index < 3; index++) await expect(cards(page).nth(index)).toHaveCSS('opacity', '1');
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const theme of ['dark', 'light'] as Theme[]) {
    test(`no axe violations on /education at ${viewport.width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      await page.goto('/education');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('h1')).toHaveCount(1);
      await animationsSettled(page);
      await expectNoAxeViolations(page, `/education ${viewport.width} ${theme}`);
      // And with a card in its hover state.
      await cards(page).nth(0).hover();
      await expectNoAxeViolations(page, `/education ${viewport.width} ${theme} hovered`);
    });
  }
}
