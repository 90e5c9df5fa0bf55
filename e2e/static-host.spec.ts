// The same build on plain static hosts: the host's dist and each remote's dist on a static file
// server of its own (sirv: no includes, no routes, no headers beyond CORS), as on GitHub Pages,
// Netlify or Cloudflare Pages. The include points reach the browser unprocessed: the section must
// still render, with no hydration or console error, and no directive or skeleton left visible.
// Run by `npm run test:edge` (playwright.edge.config.ts); free ports only.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { prepareStaticSites } from '../delivery/static/build.mjs';
import config from '../shared/build/apps.json' with { type: 'json' };
import { SECTIONS, watchHydrationErrors } from './support/composition';
import { expect, test } from './support/fixtures';
import { close, listen } from './support/servers';

const servers: Server[] = [];
let root = '';
let hostUrl = '';

/** A plain static server: files as they are, 404.html for anything missing, optional open CORS. */
function staticServer(dir: string, { cors = false } = {}): Server {
  const files = sirv(dir, { dev: true, etag: true });
  return createServer((req, res) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      void readFile(join(dir, '404.html')).then(
        (page) => res.end(page),
        () => res.end('Not found'),
      );
    });
  });
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
