import { readFile } from 'node:fs/promises';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { composeSsi } from '../../delivery/core/ssi.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { prefixOwnerOf, remoteNamesOf } from '../../shared/build/apps.mjs';
import { prefixShellFile } from '../../shared/build/fragment.mjs';
import type { RemoteName } from '../../shared/build/ports';
import { DEPLOY_PORTS } from '../../delivery/nginx/deploy/settings.mjs';

/** 'deploy' when the suite runs against nginx (npm run test:deploy), else the `npm start` server. */
const E2E_TARGET = process.env.E2E_TARGET === 'deploy' ? 'deploy' : 'start';

/** Each remote's port: nginx's default deploy ports (delivery/nginx/deploy/settings.mjs), or `npm start`'s (apps.json). */
export const REMOTE_PORTS = Object.fromEntries(
  (remoteNamesOf() as RemoteName[]).map((name) => [
    name,
    E2E_TARGET === 'deploy' ? DEPLOY_PORTS[name]! : config.apps[name].preview,
  ]),
) as Record<RemoteName, number>;

export const ROUTES = config.routes;
/** Pre-rendered pages outside the header (the contact form's result page). */
export const PAGES = config.pages;

export type Theme = 'dark' | 'light';

/** Opens a page with a saved theme choice (what the header toggle stores). */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('portfolio-theme', value), theme);
}

/**
 * Every test fails on an uncaught page error and on any Content-Security-Policy
 * violation (reported by the page's `securitypolicyviolation` events and by
 * Chromium's console), on every route it visits.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const cspViolations: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      await page.exposeFunction('__reportCspViolation', (violation: string) => cspViolations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      });
      // Pre-rendered pages are visible before they are interactive: every navigation
      // waits until the host app has hydrated (App sets data-app-ready), as a visitor would; on a
      // document page (a post, a case study), until the boot has found it one (data-boot="document"):
      // it works without the app, which loads only on the visitor's intent.
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<typeof page.goto>) => {
        const response = await goto(...args);
        await page.waitForFunction(
          () =>
            !document.querySelector('meta[name="application-name"][content="portfolio-host"]') ||
            document.documentElement.dataset.appReady === 'true' ||
            document.documentElement.dataset.boot === 'document',
        );
        return response;
      };
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Whether the element is the container of a React root of its own (an island or a section hydrated apart). */
export function isOwnReactRoot(element: Locator): Promise<boolean> {
  return element.evaluate((wrapper) => Object.keys(wrapper).some((key) => key.startsWith('__reactContainer')));
}

/**
 * A remote that is down is down for the host's server too: its include fails and the page comes
 * with the section's skeleton (the servers' stub). Tests that take a remote down in the browser
 * (page.route) call this so the page is what such a server sends: the host's built page (or the
 * shell of the prefix that owns the path) with every include given its stub, and the server's own headers.
 */
export async function remoteDownForServer(page: Page, path: string) {
  // A path under a prefix a remote owns (`/writing/…`) is that prefix's shell, composed.
  const owner = prefixOwnerOf(path);
  const file = path === '/' ? 'index.html' : owner ? prefixShellFile(owner.remote) : `${path.slice(1)}/index.html`;
  const body = await composeSsi(await readFile(`host/dist/${file}`, 'utf8'), () =>
    Promise.reject(new Error('the remote is down')),
  );
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}
