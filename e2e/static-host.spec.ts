// The same build on plain static hosts: the host's dist and each remote's dist on a static file
// server of its own (sirv: no includes, no routes, no headers beyond CORS), as on GitHub Pages,
// Netlify or Cloudflare Pages. The include points reach the browser unprocessed: the section must
// still render, with no hydration or console error, and no directive or skeleton left visible.
// Run by `npm run test:edge` (playwright.edge.config.ts); free ports only.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { prepareStaticSites } from '../delivery/static/build.mjs';
import config from '../shared/build/apps.json' with { type: 'json' };
import owner from '../shared/src/owner.json' with { type: 'json' };
import { SECTIONS, watchHydrationErrors } from './support/composition';
import type { Page } from '@playwright/test';
import { expect, PAGES, ROUTES, test } from './support/fixtures';
import { close, listen } from './support/servers';

const servers: Server[] = [];
let root = '';
let hostUrl = '';

/**
 * A plain static server: files as they are, 404.html for anything missing, optional open CORS.
 * With `mount` (`/portfolio/`), the folder is served under that path only, as GitHub Pages
 * serves a project site: nothing answers outside it. With `redirects`, a path no file answers gets
 * the first rule of the folder's `_redirects` that matches it, as Netlify applies them.
 */
function staticServer(dir: string, { cors = false, mount = '/', redirects = false } = {}): Server {
  const files = sirv(dir, { dev: true, etag: true });
  return createServer((req, res) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    const url = req.url ?? '/';
    if (mount !== '/') {
      if (url !== mount.slice(0, -1) && !url.startsWith(mount)) {
        res.statusCode = 404;
        res.end('Not found (outside the site)');
        return;
      }
      req.url = `/${url.slice(mount.length)}`;
    }
    files(req, res, () => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const rule = redirects ? redirectRule(dir, new URL(url, 'http://host').pathname) : undefined;
      res.statusCode = rule ? Number(rule[2]) : 404;
      void readFile(join(dir, rule ? rule[1]!.slice(mount.length) : '404.html')).then(
        (page) => res.end(page),
        () => res.end('Not found'),
      );
    });
  });
}

/** The first `_redirects` rule (`from to status`) whose path or `/*` splat matches a path. */
function redirectRule(dir: string, path: string): string[] | undefined {
  return readFileSync(join(dir, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.split(/\s+/))
    .find(([from = '']) => from === path || (from.endsWith('/*') && path.startsWith(from.slice(0, -1))));
}

test.describe('plain static hosts: the same build, include points left to the browser', () => {
  test.beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-host-'));
    const remotes: Record<string, string> = {};
    for (const [app, { dir }] of Object.entries(config.apps)) {
      await cp(join(dir, 'dist'), join(root, dir, 'dist'), { recursive: true });
      if (app === 'host') continue;
      const server = staticServer(join(root, dir, 'dist'), { cors: true });
      servers.push(server);
      remotes[app] = `http://127.0.0.1:${await listen(server)}/remoteEntry.js`;
    }
    await writeFile(join(root, 'host', 'dist', 'remotes.json'), JSON.stringify(remotes));
    const host = staticServer(join(root, 'host', 'dist'));
    servers.push(host);
    hostUrl = `http://127.0.0.1:${await listen(host)}`;
    prepareStaticSites({ hostOrigin: hostUrl, root });
  });
  test.afterAll(async () => {
    await Promise.all(servers.map(close));
    await rm(root, { recursive: true, force: true });
  });

  test('the raw page keeps its include points (the host does not compose)', async () => {
    const html = await (await fetch(`${hostUrl}/skills`)).text();
    expect(html).toContain('<!--# include virtual="/_fragment/skills/');
    expect(html).toContain('<!--# block name="mf-skeleton-skills" -->');
    const headers = await readFile(join(root, 'host', 'dist', '_headers'), 'utf8');
    expect(headers).toContain('Content-Security-Policy:');
  });

  test('each section renders in the browser with no hydration or console error, no leftover shown', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const hydrationErrors = watchHydrationErrors(page);
    for (const { remote, path, text } of SECTIONS) {
      await page.goto(`${hostUrl}${path}`);
      await expect(page.locator(`#root [data-mf-remote="${remote}"], #root section`).first()).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible({ timeout: 15_000 });
      // The skeleton's block definition is gone from outside the app, and no directive text shows.
      await expect(page.locator('body > [data-testid="section-skeleton"]')).toHaveCount(0);
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
      expect(await page.locator('body').innerText()).not.toContain('#include');
    }
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a page under a prefix renders in the browser over the 404.html, with no hydration or console error', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // The static host answers the path with its 404.html, status 404: the browser logs the status.
      if (message.type() === 'error' && !message.text().includes('404')) consoleErrors.push(message.text());
    });
    const hydrationErrors = watchHydrationErrors(page);
    for (const [path, heading] of [
      ['/writing/composing-pages-on-the-server', 'Composing pages from micro-frontends on the server'],
      ['/projects/foodie-express', 'Foodie Express'],
    ] as const) {
      await page.goto(`${hostUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Page not found')).toHaveCount(0);
    }
    await expect(page).toHaveTitle('Foodie Express: case study · Alex Rivera');
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    const redirects = await readFile(join(root, 'host', 'dist', '_redirects'), 'utf8');
    expect(redirects).toContain('/writing/* /_prefix/writing.html 200');
  });

  test('a host that reads _redirects: a German page under a prefix in its German shell, an unknown German path the German 404 page', async ({
    page,
  }) => {
    const host = staticServer(join(root, 'host', 'dist'), { redirects: true });
    servers.push(host);
    const siteUrl = `http://127.0.0.1:${await listen(host)}`;
    const shell = await fetch(`${siteUrl}/de/projects/eventsphere`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<html lang="de"');
    const unknown = await fetch(`${siteUrl}/de/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Seite nicht gefunden');

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // The unknown path's 404 status is logged by the browser; nothing else may be.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) consoleErrors.push(message.text());
    });
    const hydrationErrors = watchHydrationErrors(page);
    await page.goto(`${siteUrl}/de/projects/eventsphere`);
    await expect(page.getByRole('heading', { level: 1, name: 'EventSphere' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle('EventSphere: Fallstudie · Alex Rivera');
    expect((await page.goto(`${siteUrl}/de/no-such-page`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('with JavaScript off, the leftover skeleton block is not shown outside the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${hostUrl}/skills`);
    await expect(page.locator('body > [data-testid="section-skeleton"]')).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
    await context.close();
  });

  test('an unknown path gets the 404 page', async () => {
    const response = await fetch(`${hostUrl}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title');
  });
});

// A project site (`https://<user>.github.io/<repo>/`): the host built with BASE_PATH into a folder
// of its own (the suite's default build stays at `/`), served under the base path only; each
// remote's unchanged build on a static server of its own, also under a path (they are relocatable).
test.describe('a plain static host under a base path (BASE_PATH=/portfolio/)', () => {
  const BASE = '/portfolio/';
  const baseServers: Server[] = [];
  let baseRoot = '';
  let siteUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    baseRoot = await mkdtemp(join(tmpdir(), 'static-host-base-'));
    execFileSync('npx', ['vite', 'build', '--outDir', join(baseRoot, 'host', 'dist'), '--emptyOutDir'], {
      cwd: 'host',
      env: { ...process.env, BASE_PATH: BASE },
      stdio: 'ignore',
    });
    const remotes: Record<string, string> = {};
    for (const [app, { dir }] of Object.entries(config.apps)) {
      if (app === 'host') continue;
      await cp(join(dir, 'dist'), join(baseRoot, dir, 'dist'), { recursive: true });
      const server = staticServer(join(baseRoot, dir, 'dist'), { cors: true, mount: `/${app}-site/` });
      baseServers.push(server);
      remotes[app] = `http://127.0.0.1:${await listen(server)}/${app}-site/remoteEntry.js`;
    }
    await writeFile(join(baseRoot, 'host', 'dist', 'remotes.json'), JSON.stringify(remotes));
    const host = staticServer(join(baseRoot, 'host', 'dist'), { mount: BASE });
    baseServers.push(host);
    const origin = `http://127.0.0.1:${await listen(host)}`;
    siteUrl = `${origin}${BASE.slice(0, -1)}`;
    prepareStaticSites({ hostOrigin: origin, root: baseRoot });
  });
  test.afterAll(async () => {
    await Promise.all(baseServers.map(close));
    await rm(baseRoot, { recursive: true, force: true });
  });

  /** Fails the test on any console error, hydration errors included (named apart). */
  function watchConsole(page: Page) {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    return { consoleErrors, hydrationErrors: watchHydrationErrors(page) };
  }

  test('the build names every URL under the base path, and _headers does too', async () => {
    const html = await readFile(join(baseRoot, 'host', 'dist', 'skills', 'index.html'), 'utf8');
    const urls = [...html.matchAll(/\s(?:href|src)="([^"#]+)"/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) if (url.startsWith('/')) expect(url).toMatch(/^\/portfolio(\/|$)/);
    const headers = await readFile(join(baseRoot, 'host', 'dist', '_headers'), 'utf8');
    const paths = headers.split('\n').filter((line) => line && !line.startsWith(' '));
    expect(paths).toContain('/portfolio/assets/*');
    expect(paths.every((path) => path.startsWith('/portfolio/'))).toBe(true);
    const manifest = JSON.parse(await readFile(join(baseRoot, 'host', 'dist', 'site.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ start_url: BASE, scope: BASE });
  });

  test('every page loads directly under the base path, remote sections rendered, no error', async ({ page }) => {
    const { consoleErrors, hydrationErrors } = watchConsole(page);
    for (const { path, label } of ROUTES) {
      const response = await page.goto(`${siteUrl}${path === '/' ? '/' : path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      const section = SECTIONS.find((candidate) => candidate.path === path);
      if (section) {
        await expect(page.locator(`#root [data-mf-remote="${section.remote}"]`)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(section.text).first()).toBeVisible({ timeout: 15_000 });
      }
    }
    for (const { path } of PAGES) {
      expect((await page.goto(`${siteUrl}${path}`))?.status(), path).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the header navigates every route under the base path, and the theme toggles', async ({ page }) => {
    const { consoleErrors, hydrationErrors } = watchConsole(page);
    await page.goto(`${siteUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const { path, label } of [...ROUTES.slice(1), ROUTES[0]!]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`${siteUrl}${path === '/' ? '' : path}`);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      const section = SECTIONS.find((candidate) => candidate.path === path);
      if (section) await expect(page.getByText(section.text).first()).toBeVisible({ timeout: 15_000 });
      else await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.title()).not.toMatch(/not found/i);
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('About and the contact details (a remote section) link to the résumé under the base path', async ({ page }) => {
    const { consoleErrors, hydrationErrors } = watchConsole(page);
    await page.goto(`${siteUrl}/`);
    await expect(page.getByTestId('about-resume-link')).toHaveAttribute('href', '/portfolio/resume');
    await page.goto(`${siteUrl}/contact`);
    const resumeLink = page.getByRole('list', { name: 'Contact details' }).getByRole('link', { name: /résumé/ });
    await expect(resumeLink).toHaveAttribute('href', '/portfolio/resume', { timeout: 15_000 });
    await resumeLink.click();
    await expect(page).toHaveURL(`${siteUrl}/resume`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown path under the base gets the 404 page, which works from there', async ({ page }) => {
    const raw = await fetch(`${siteUrl}/no-such-page`);
    expect(raw.status).toBe(404);
    expect(await raw.text()).toContain('/portfolio/assets/');
    const { consoleErrors, hydrationErrors } = watchConsole(page);
    const response = await page.goto(`${siteUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Education' }).click();
    await expect(page).toHaveURL(`${siteUrl}/education`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    expect(hydrationErrors).toEqual([]);
    // The browser reports the 404 response of the page itself; nothing else may.
    expect(consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
});
