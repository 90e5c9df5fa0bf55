import { AXE_THEMES, AXE_VIEWPORTS, expectNoAxeViolations } from './support/axe';
import { expect, PAGES, REMOTE_PORTS, ROUTES, test, useTheme } from './support/fixtures';

// Every route, composed, in both themes at desktop and mobile sizes. The page specs
// add their own states (errors shown, menus open, hover).

for (const viewport of AXE_VIEWPORTS) {
  for (const theme of AXE_THEMES) {
    test.describe(`axe on every route (${viewport.name}, ${theme})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      const others = PAGES.map((page) => ({ label: page.title.split(' ·')[0] ?? page.path, path: page.path }));
      for (const route of [...ROUTES, ...others, { label: 'Not found', path: '/no-such-page' }]) {
        test(`${route.label} has no axe violations`, async ({ page }) => {
          await useTheme(page, theme);
          await page.goto(route.path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
          await expect(page.locator('h1')).toHaveCount(1);
          await expectNoAxeViolations(page, `${route.path} ${viewport.name} ${theme}`);
        });
      }
    });
  }
}

test.describe('mobile menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of AXE_THEMES) {
    test(`has no axe violations with the menu open (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoAxeViolations(page, `menu open ${theme}`);
    });
  }
});

test('the remote fallback has no axe violations', async ({ page }) => {
  await page.route(`http://localhost:${REMOTE_PORTS.projects}/**`, (route) => route.abort());
  await page.goto('/projects');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expectNoAxeViolations(page, 'remote fallback');
});
