import { expectNoAxeViolations } from './support/axe';
import { expect, ROUTES, test } from './support/fixtures';

// Every route, composed, in the default (dark) theme at desktop and mobile sizes.
// The page specs add their own states (light theme, errors shown, menus open).
for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`axe on every route (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of [...ROUTES, { label: 'Not found', path: '/no-such-page' }]) {
      test(`${route.label} has no axe violations`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
        await expect(page.locator('main h1')).toHaveCount(1);
        await expectNoAxeViolations(page, `${route.path} ${viewport.name}`);
      });
    }
  });
}

test.describe('mobile menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('has no axe violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page, 'menu open');
  });
});
