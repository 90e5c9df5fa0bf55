// Every page on paper: the print media of each route has a light background, dark
// text and no transparent (gradient) text, no fixed or sticky element, no decoration (meteors,
// sparkles, the icon cloud), outside links followed by their address, and the project cards one
// after another.
import { expect, PAGES, ROUTES, test, useTheme } from './support/fixtures';

/** Relative luminance of a computed `rgb(...)` colour (0 black, 1 white). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

for (const route of [...ROUTES, ...PAGES]) {
  test(`${route.path} prints light, with nothing fixed and no decoration (dark theme chosen)`, async ({ page }) => {
    await useTheme(page, 'dark');
    await page.goto(route.path);
    await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) =>
        element.checkVisibility(),
      );
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`;
      return {
        background: getComputedStyle(document.body).backgroundColor,
        ink: getComputedStyle(document.querySelector('main h1') ?? document.body).color,
        pinned: shown
          .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
          .map(describe),
        decorations: shown.filter((element) => element.matches('.meteor, .sparkle, canvas')).map(describe),
        // Gradient text is transparent ink over a background, and paper drops backgrounds.
        invisibleText: shown
          .filter((element) =>
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
          )
          .filter((element) => /rgba\(.*,\s*0\)|transparent/.test(getComputedStyle(element).color))
          .map(describe),
      };
    });
    expect(luminance(printed.background), printed.background).toBeGreaterThan(0.9);
    expect(luminance(printed.ink), printed.ink).toBeLessThan(0.2);
    expect(printed.pinned).toEqual([]);
    expect(printed.decorations).toEqual([]);
    expect(printed.invisibleText).toEqual([]);
  });
}

test('printed projects: cards one after another, each outside link followed by its address', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.locator('[data-stack-card]')).toHaveCount(6);
  await page.emulateMedia({ media: 'print' });
  const boxes = await page.locator('[data-stack-card]').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { top: box.top + scrollY, bottom: box.bottom + scrollY };
    }),
  );
  for (let index = 1; index < boxes.length; index++) {
    expect(boxes[index]!.top, `card ${index + 1} starts below card ${index}`).toBeGreaterThanOrEqual(
      boxes[index - 1]!.bottom,
    );
  }
  const code = page.locator('[data-stack-card] a[href^="http"]').first();
  const href = await code.getAttribute('href');
  const after = await code.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(after).toBe(`" (${href})"`);
});
