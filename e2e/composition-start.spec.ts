// `npm start`'s include with servers of its own (nginx's is in deploy.spec.ts): it follows
// remotes.json, and a failing remote leaves the page served quickly with a working fallback.
// Run by playwright.config.ts only, which serves the site with `npm start`'s server.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createComposer } from '../delivery/node/composer.mjs';
import { createRemoteServer } from '../delivery/node/remoteServer.mjs';
import { INCLUDE_BOUNDS } from '../delivery/core/composition.mjs';
import { contractMajorOf, fragmentFileNames } from '../shared/build/fragment.mjs';
import { FEDERATION_CONTRACT_VERSION } from '../shared/src/federation/version';
import { expectHydratedInPlace, rememberServerSection } from './support/composition';
import { expect, test } from './support/fixtures';
import { close, listen } from './support/servers';

/**
 * A remote whose every answer is `kind` (a status, or none at all for 'hang') until healed; then
 * it serves the real remote-contact build (same origin, so the page's CSP still allows it).
 */
async function faultyRemote(kind: number | 'hang') {
  const healthy = createRemoteServer({ dir: 'remote-contact', allowedOrigins: ['*'] });
  const serveHealthy = healthy.listeners('request')[0] as (...args: unknown[]) => void;
  let healed = false;
  const server: Server = createServer((req, res) => {
    if (healed) return serveHealthy(req, res);
    if (kind === 'hang') return; // accepts, never answers
    res.writeHead(kind, { 'Content-Type': 'text/html' }).end(`<h1>${kind} from the remote</h1>`);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/remoteEntry.js`,
    heal: () => {
      healed = true;
    },
    close: () => close(server),
  };
}

test.describe('npm start: the include follows remotes.json and survives a failing remote', () => {
  test.setTimeout(120_000);

  test('re-pointing a remote switches its fragment and its code; rolling back switches both back', async ({ page }) => {
    const scratch = await mkdtemp(join(tmpdir(), 'composition-releases-'));
    const servers: Server[] = [];
    try {
      const entries: Record<string, string> = {};
      for (const label of ['release-a', 'release-b']) {
        const outDir = join(scratch, label, 'dist');
        const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
          cwd: 'remote-projects',
          env: { ...process.env, VITE_RELEASE: label },
          encoding: 'utf8',
        });
        expect(build.status, build.stderr).toBe(0);
        const server = createRemoteServer({ dir: join(scratch, label), allowedOrigins: ['*'] });
        servers.push(server);
        entries[label] = `http://127.0.0.1:${await listen(server)}/remoteEntry.js`;
      }
      const remotesJson = join(scratch, 'remotes.json');
      const defaults = JSON.parse(await readFile('host/dist/remotes.json', 'utf8'));
      const host = createComposer({ dir: 'host', remotesJson });
      servers.push(host);
      const hostUrl = `http://127.0.0.1:${await listen(host)}`;

      const show = async (label: string) => {
        await writeFile(remotesJson, JSON.stringify({ ...defaults, projects: entries[label] }));
        const html = await (await page.request.get(`${hostUrl}/projects`)).text();
        expect(html).toContain(`data-release="${label}"`);
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        await rememberServerSection(page);
        await page.goto(`${hostUrl}/projects`);
        await expectHydratedInPlace(page, 'projects');
        await expect(page.locator(`[data-release="${label}"]`)).toHaveCount(1);
        expect(requested).toContain(entries[label]);
        page.removeAllListeners('request');
      };
      await show('release-b');
      await show('release-a'); // roll-back
      await show('release-b');
    } finally {
      await Promise.all(servers.map(close));
      await rm(scratch, { recursive: true, force: true });
    }
  });

  for (const fault of ['missing fragment', 404, 500, 'hang'] as const) {
    test(`a remote whose include fails (${fault}): the page comes quickly with the skeleton, then fallback and Retry`, async ({
      page,
    }) => {
      const scratch = await mkdtemp(join(tmpdir(), 'composition-fault-'));
      const servers: Server[] = [];
      let faulty: Awaited<ReturnType<typeof faultyRemote>> | null = null;
      try {
        let broken: string;
        if (fault === 'missing fragment') {
          // A release of contact without its fragment: the include fails, the code still loads.
          await cp('remote-contact/dist', join(scratch, 'contact', 'dist'), { recursive: true });
          const { body } = fragmentFileNames(contractMajorOf(FEDERATION_CONTRACT_VERSION));
          for (const file of [body, `${body}.br`, `${body}.gz`])
            await rm(join(scratch, 'contact', 'dist', file), { force: true });
          const server = createRemoteServer({ dir: join(scratch, 'contact'), allowedOrigins: ['*'] });
          servers.push(server);
          broken = `http://127.0.0.1:${await listen(server)}/remoteEntry.js`;
        } else {
          faulty = await faultyRemote(fault);
          broken = faulty.url;
        }
        const remotesJson = join(scratch, 'remotes.json');
        const defaults = JSON.parse(await readFile('host/dist/remotes.json', 'utf8'));
        await writeFile(remotesJson, JSON.stringify({ ...defaults, contact: broken }));
        const host = createComposer({ dir: 'host', remotesJson });
        servers.push(host);
        const hostUrl = `http://127.0.0.1:${await listen(host)}`;

        const started = Date.now();
        const response = await page.request.get(`${hostUrl}/contact`);
        const elapsed = Date.now() - started;
        console.log(`[figure] npm start, contact include ${fault}: page served in ${elapsed} ms`);
        expect(response.status()).toBe(200);
        // Within the include's bound (plus the page's own time), never the remote's 5 s or more.
        expect(elapsed).toBeLessThan(INCLUDE_BOUNDS.totalMs + 1500);
        const html = await response.text();
        expect(html).toContain('data-testid="section-skeleton"');
        expect(html).not.toContain('from the remote');
        expect(html).not.toContain('<!--#');
        // The section's stylesheets come through the host, as bounded as the include.
        const cssStarted = Date.now();
        const css = await page.request.get(`${hostUrl}/_release/contact/assets/ContactPage.css`);
        expect(css.status()).toBeGreaterThanOrEqual(400);
        expect(Date.now() - cssStarted).toBeLessThan(INCLUDE_BOUNDS.totalMs + 1500);

        await page.goto(`${hostUrl}/contact`);
        if (fault === 'missing fragment') {
          // The code is there: the section arrives on the client as on a navigation.
          await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
        } else {
          const fallback = page.getByTestId('remote-fallback');
          await expect(fallback).toContainText('Contact is unavailable right now', { timeout: 15_000 });
          // The remote is back: Retry shows the section.
          faulty!.heal();
          await fallback.getByRole('button', { name: 'Retry' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
        }
      } finally {
        await faulty?.close();
        await Promise.all(servers.map(close));
        await rm(scratch, { recursive: true, force: true });
      }
    });
  }
});
