import { test as base, expect, type Page } from '@playwright/test';
import config from '../../shared/build/apps.json' with { type: 'json' };

export const REMOTE_PORTS = {
  skills: config.apps.skills.preview,
  projects: config.apps.projects.preview,
  contact: config.apps.contact.preview,
} as const;

export const ROUTES = config.routes;

export type Theme = 'dark' | 'light';

/** Opens a page with a saved theme choice (what the header toggle stores). */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('portfolio-theme', value), theme);
}

/**
 * Every test fails on an uncaught page error; tests that expect one (a remote made
 * to fail) list it in `allowedPageErrors`.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
