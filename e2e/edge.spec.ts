// The host Worker (delivery/edge/) in the real runtime: workerd, started through Miniflare, with
// the remotes served locally by `npm start`'s server and remotes.json served by this test (so it
// can re-point a remote between requests, as a KV write or a file upload would in production).
// Run by `npm run test:edge` (playwright.edge.config.ts). Ports: the Worker on 4400, the rest free.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRAGMENT_STATUS_HEADER, INCLUDE_BOUNDS } from '../delivery/core/composition.mjs';
import { createRemoteServer } from '../delivery/node/remoteServer.mjs';
import { EDGE_PORT, startHostWorker } from '../delivery/edge/start.mjs';
import { makeIncompatibleRemote } from './support/contractFixture';
import { contractMajorOf, fragmentFileNames } from '../shared/build/fragment.mjs';
import { FEDERATION_CONTRACT_VERSION } from '../shared/src/federation/version';
import { expectHydratedInPlace, rememberServerSection, SECTIONS, watchHydrationErrors } from './support/composition';
import { expect, PAGES, test } from './support/fixtures';
import { resumeDownloads } from '../shared/src/resume';
import owner from '../shared/src/owner.json' with { type: 'json' };
import { close, listen } from './support/servers';
import { GERMAN_SECTION_PAGES } from './support/germanPages';

const HOST = `http://127.0.0.1:${EDGE_PORT}`;
const BODY_FILE = fragmentFileNames(contractMajorOf(FEDERATION_CONTRACT_VERSION)).body;

let worker: Awaited<ReturnType<typeof startHostWorker>>;
const servers: Server[] = [];
const workerLog: string[] = [];
const remotes: Record<string, string> = {};
let remotesJsonText: string | null = null;
let scratch = '';

/** A remote's build served on a free port, CORS open; resolves to its entry URL. */
async function serveRemote(dir: string): Promise<string> {
  const server = createRemoteServer({ dir, allowedOrigins: ['*'] });
  servers.push(server);
  return `http://127.0.0.1:${await listen(server)}/remoteEntry.js`;
}

/**
 * A remote that serves `dir` while healthy and fails as `fault` says when broken: a status, 'hang'
 * (accepts, never answers) or 'refuse' (its port closed).
 */
async function switchableRemote(dir: string, fault: number | 'hang' | 'refuse', { healthy = false } = {}) {
  const real = createRemoteServer({ dir, allowedOrigins: ['*'] });
  const serveReal = real.listeners('request')[0] as (...args: unknown[]) => void;
  let broken = !healthy;
  const handler = (req: Parameters<typeof serveReal>[0], res: import('node:http').ServerResponse) => {
    if (!broken) return serveReal(req, res);
    if (fault === 'hang') return;
    res.writeHead(fault as number, { 'Content-Type': 'text/html' }).end(`<h1>${String(fault)} from the remote</h1>`);
  };
  let server: Server = createServer(handler);
  const port = await listen(server);
  if (fault === 'refuse' && broken) await close(server);
  return {
    url: `http://127.0.0.1:${port}/remoteEntry.js`,
    async heal() {
      broken = false;
      if (fault === 'refuse') {
        server = createServer(handler);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    async breakNow() {
      broken = true;
      if (fault === 'refuse') await close(server);
    },
    close: () => (server.listening ? close(server) : Promise.resolve()),
  };
}

async function getPage(path: string) {
  const started = Date.now();
  const response = await fetch(`${HOST}${path}`);
  const html = await response.text();
  return { response, html, elapsed: Date.now() - started };
}

test.describe.configure({ mode: 'serial' });
test.describe('Cloudflare Worker host (workerd): composition at the edge', () => {
  test.setTimeout(90_000);

  test.beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'edge-'));
    for (const { remote } of SECTIONS) remotes[remote] = await serveRemote(`remote-${remote}`);
    // A remote that owns a prefix only (no header route): remotes.json names every remote.
    remotes.writing = await serveRemote('remote-writing');
    const remotesJson = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(remotesJsonText ?? JSON.stringify(remotes));
    });
    servers.push(remotesJson);
    const remotesJsonUrl = `http://127.0.0.1:${await listen(remotesJson)}/remotes.json`;
    worker = await startHostWorker({
      vars: { REMOTES_JSON_URL: remotesJsonUrl },
      onLog: (line) => workerLog.push(line),
    });
  });
  test.afterAll(async () => {
    await worker?.dispose();
    await Promise.all(servers.map(close));
    await rm(scratch, { recursive: true, force: true });
  });

  test('every remote route has its section in the raw first response, with the security headers', async () => {
    for (const { remote, path, text } of SECTIONS) {
      const { response, html } = await getPage(path);
      expect(response.status).toBe(200);
      expect(response.headers.get(FRAGMENT_STATUS_HEADER)).toBe(`${remote}=fresh`);
      expect(html).toContain(text);
      expect(html).toContain(`<meta name="mf-release-${remote}" content="${new URL('./', remotes[remote]).href}">`);
      expect(html).not.toContain('<!--#');
      expect(html).not.toContain('data-testid="section-skeleton"');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(new URL(remotes[remote]!).origin);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${HOST}/favicon.svg`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await getPage('/no-such-page');
    expect(missing.response.status).toBe(404);
    expect(missing.html).not.toContain('<!--#');
  });

  test('a page under a prefix is composed per path, its files served, an unknown slug a 404', async () => {
    for (const [path, remote, text] of [
      ['/writing', 'writing', 'Posts tagged'],
      ['/writing/composing-pages-on-the-server', 'writing', 'Bounding the wait'],
      ['/projects/foodie-express', 'projects', 'A cart that survives'],
    ] as const) {
      const { response, html } = await getPage(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get(FRAGMENT_STATUS_HEADER), path).toBe(`${remote}=fresh`);
      if (path !== '/writing') expect(html, path).toContain(text);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html, path).toContain(`<link rel="canonical" href="https://portfolio.example.com${path}" />`);
      expect(html, path).not.toContain('<!--#');
    }
    const feed = await fetch(`${HOST}/writing/feed.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    for (const path of ['/writing/no-such-post', '/projects/no-such-project', '/writing/og/no-such-post.png']) {
      const missing = await getPage(path);
      expect(missing.response.status, path).toBe(404);
      expect(missing.html, path).toContain('Page not found');
    }
  });

  test('German pages are composed with the German sections, an unknown German path is the German 404', async () => {
    for (const [path, text] of GERMAN_SECTION_PAGES) {
      const { response, html } = await getPage(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('<html lang="de"');
      expect(html, path).toContain(text);
      expect(html, path).not.toContain('<!--#');
    }
    const missing = await getPage('/de/gibt-es-nicht');
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain('Seite nicht gefunden');
  });

  test('the host-only pages (the résumé, the sent page) and the résumé PDFs are served', async () => {
    for (const { path } of PAGES) {
      const { response, html } = await getPage(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('<h1');
    }
    for (const download of resumeDownloads(owner)) {
      const response = await fetch(`${HOST}${download.path}`);
      expect(response.status, download.path).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
    }
  });

  test('each section hydrates in place, with no console error', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const hydrationErrors = watchHydrationErrors(page);
    await rememberServerSection(page);
    for (const { remote, path } of SECTIONS) {
      await page.goto(`${HOST}${path}`);
      await expectHydratedInPlace(page, remote);
    }
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('re-pointing a remote in remotes.json switches its fragment; rolling back switches it back', async ({
    page,
  }) => {
    const releaseA = remotes.projects!;
    const releaseB = await serveRemote('remote-projects');
    const markerOf = (entry: string) => `<meta name="mf-release-projects" content="${new URL('./', entry).href}">`;
    try {
      for (const entry of [releaseB, releaseA, releaseB]) {
        remotes.projects = entry;
        const { html } = await getPage('/projects');
        expect(html).toContain(markerOf(entry));
      }
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await rememberServerSection(page);
      await page.goto(`${HOST}/projects`);
      await expectHydratedInPlace(page, 'projects');
      expect(requested).toContain(releaseB);
    } finally {
      remotes.projects = releaseA;
    }
  });

  for (const fault of [500, 'refuse', 'hang'] as const) {
    test(`a remote that fails (${fault}): the stub within the bound, then the browser's fallback and Retry`, async ({
      page,
    }) => {
      const remote = await switchableRemote('remote-contact', fault);
      const healthy = remotes.contact!;
      remotes.contact = remote.url;
      try {
        const { response, html, elapsed } = await getPage('/contact');
        console.log(`[figure] workerd, contact ${fault}: page served in ${elapsed} ms`);
        expect(response.status).toBe(200);
        expect(elapsed).toBeLessThan(INCLUDE_BOUNDS.totalMs + 1500);
        expect(response.headers.get(FRAGMENT_STATUS_HEADER)).toBe('contact=stub');
        expect(html).toContain('data-testid="section-skeleton"');
        expect(html).not.toContain('from the remote');
        expect(html).not.toContain('<!--#');
        expect(
          workerLog.some(
            (line) => line.includes('[fragment] contact:') && line.includes(remote.url.replace('remoteEntry.js', '')),
          ),
        ).toBe(true);

        await page.goto(`${HOST}/contact`);
        const fallback = page.getByTestId('remote-fallback');
        await expect(fallback).toContainText('Contact is unavailable right now', { timeout: 15_000 });
        await remote.heal();
        await fallback.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
      } finally {
        remotes.contact = healthy;
        await remote.close();
      }
    });
  }

  test('a remote that goes down after a good fetch: the last good fragment, marked stale', async () => {
    const remote = await switchableRemote('remote-skills', 500, { healthy: true });
    const healthy = remotes.skills!;
    remotes.skills = remote.url;
    try {
      const good = await getPage('/skills');
      expect(good.response.headers.get(FRAGMENT_STATUS_HEADER)).toBe('skills=fresh');
      await remote.breakNow();
      const stale = await getPage('/skills');
      console.log(`[figure] workerd, skills down after a good fetch: page served in ${stale.elapsed} ms`);
      expect(stale.response.headers.get(FRAGMENT_STATUS_HEADER)).toBe('skills=stale');
      expect(stale.html).toContain('Frontend Development');
      expect(stale.html).toContain('<meta name="mf-fragment-stale" content="skills">');
      expect(stale.html).not.toContain('data-testid="section-skeleton"');
    } finally {
      remotes.skills = healthy;
      await remote.close();
    }
  });

  test('an incompatible release, or a fragment that fails the deploy checks, gives the skeleton', async () => {
    const incompatible = await makeIncompatibleRemote({
      fromDist: 'remote-skills/dist',
      toDir: join(scratch, 'incompatible', 'dist'),
      version: '99.0.0',
    });
    const unsafe = join(scratch, 'unsafe', 'dist');
    await cp('remote-skills/dist', unsafe, { recursive: true });
    const fragment = await readFile(join(unsafe, BODY_FILE), 'utf8');
    await writeFile(join(unsafe, BODY_FILE), fragment.replace('>', '><script>alert(1)</script>'));
    for (const file of [`${BODY_FILE}.br`, `${BODY_FILE}.gz`]) await rm(join(unsafe, file), { force: true });
    const healthy = remotes.skills!;
    try {
      for (const dir of [join(incompatible, '..'), join(unsafe, '..')]) {
        remotes.skills = await serveRemote(dir);
        const { response, html } = await getPage('/skills');
        expect(response.headers.get(FRAGMENT_STATUS_HEADER)).toBe('skills=stub');
        expect(html).toContain('data-testid="section-skeleton"');
        expect(html).not.toContain('<script>alert(1)</script>');
      }
      expect(workerLog.some((line) => /\[fragment\] skills: .*fragment refused: contains a <script>/.test(line))).toBe(
        true,
      );
    } finally {
      remotes.skills = healthy;
    }
  });

  test('a malformed remotes.json: every section gets its stub, and one line names the cause', async () => {
    remotesJsonText = '{"skills": ';
    try {
      const { response, html } = await getPage('/skills');
      expect(response.status).toBe(200);
      expect(response.headers.get(FRAGMENT_STATUS_HEADER)).toBe('skills=stub');
      expect(html).toContain('data-testid="section-skeleton"');
      expect(workerLog.some((line) => line.startsWith('[remotes.json] remotes.json is not valid JSON'))).toBe(true);
    } finally {
      remotesJsonText = null;
    }
  });
});
