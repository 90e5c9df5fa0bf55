import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServer } from '../scripts/lib/staticServer.mjs';
import { expect, REMOTE_PORTS, test } from './support/fixtures';

const SECTIONS = [
  { remote: 'skills', path: '/skills', label: 'Skills' },
  { remote: 'projects', path: '/projects', label: 'Projects' },
  { remote: 'contact', path: '/contact', label: 'Contact' },
] as const;

test.describe('remote sections', () => {
  for (const section of SECTIONS) {
    test(`${section.label} renders from its remote over federation`, async ({ page }) => {
      const fromRemote: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).port === String(REMOTE_PORTS[section.remote]) && response.ok())
          fromRemote.push(response.url());
      });
      await page.goto(section.path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
      expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    });

    test(`${section.label} fails alone and Retry recovers it`, async ({ page }) => {
      let blocked = true;
      await page.route(`http://localhost:${REMOTE_PORTS[section.remote]}/**`, (route) =>
        blocked ? route.abort() : route.continue(),
      );
      await page.goto(section.path);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText(`${section.label} is unavailable right now`);

      // The header and the host's own pages keep working, and so do the other remotes.
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await nav.getByRole('link', { name: 'Education' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeVisible();
      const other = SECTIONS.find((candidate) => candidate.remote !== section.remote)!;
      await nav.getByRole('link', { name: other.label }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

      await nav.getByRole('link', { name: section.label }).click();
      await expect(fallback).toBeVisible();
      blocked = false;
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(fallback).toHaveCount(0);
    });
  }

  test('exactly one react-dom runs in the page', async ({ page }) => {
    // React DOM registers itself with the devtools hook once per copy.
    await page.addInitScript(() => {
      const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.__renderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject() {
          w.__renderers += 1;
          return w.__renderers;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await page.goto('/');
    for (const section of SECTIONS) {
      await nav.getByRole('link', { name: section.label }).click();
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('section-skeleton')).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);
  });

  test('re-pointing remotes.json at another origin serving the same remote works', async ({ page }) => {
    // A second deployment of the same host build whose remotes.json is edited to take
    // remote-skills from another origin: nothing else changes, not even the host's CSP.
    const directory = await mkdtemp(join(tmpdir(), 'remotes-json-'));
    const remoteServer = createAppServer({ dir: 'remote-skills', allowedOrigins: ['*'] });
    await new Promise<void>((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
    const remotePort = (remoteServer.address() as AddressInfo).port;
    const remotesJson = join(directory, 'remotes.json');
    const defaults = JSON.parse(await readFile('host/dist/remotes.json', 'utf8'));
    await writeFile(
      remotesJson,
      JSON.stringify({ ...defaults, skills: `http://127.0.0.1:${remotePort}/remoteEntry.js` }),
    );
    const hostServer = createAppServer({ dir: 'host', spa: true, remotesJson });
    await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    const hostPort = (hostServer.address() as AddressInfo).port;
    try {
      const seen: string[] = [];
      page.on('request', (request) => seen.push(new URL(request.url()).host));
      await page.goto(`http://127.0.0.1:${hostPort}/skills`);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(seen).toContain(`127.0.0.1:${remotePort}`);
      expect(seen).not.toContain(`localhost:${REMOTE_PORTS.skills}`);
    } finally {
      await Promise.all([remoteServer, hostServer].map((server) => new Promise((resolve) => server.close(resolve))));
      await rm(directory, { recursive: true, force: true });
    }
  });
});
