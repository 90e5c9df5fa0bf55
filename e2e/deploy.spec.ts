import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { consecutivePorts } from '../shared/build/appPorts.mjs';
import { expect, PAGES, REMOTE_PORTS, ROUTES, test } from './support/fixtures';
import { close, listen } from './support/servers';
import { GERMAN_SECTION_PAGES } from './support/germanPages';

// Runs against nginx only (npm run test:deploy): what the deploy config promises.
const HOST = 'http://localhost:8080';

async function remoteEntryUrl(
  request: import('@playwright/test').APIRequestContext,
  remote: 'skills' | 'projects' | 'contact',
) {
  const remotes = await (await request.get(`${HOST}/remotes.json`)).json();
  return remotes[remote] as string;
}

test.describe('nginx deploy', () => {
  test('every route answers 200 with the security headers; unknown paths 404 with the not-found page', async ({
    request,
    page,
  }) => {
    for (const route of [...ROUTES, ...PAGES]) {
      const response = await request.get(`${HOST}${route.path}`);
      expect(response.status(), route.path).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('no-cache');
    }
    // A remote route's page announces its remote early; the host's own pages do not.
    const projectsLink = (await request.get(`${HOST}/projects`)).headers()['link'] ?? '';
    expect(projectsLink).toContain(`<${await remoteEntryUrl(request, 'projects')}>; rel=modulepreload`);
    expect(projectsLink).toContain('</remotes.json>; rel=preload; as=fetch');
    expect(projectsLink).toContain('/mf-manifest.json>; rel=preload; as=fetch');
    expect((await request.get(`${HOST}/education`)).headers()['link']).toBeUndefined();

    const missing = await page.goto(`${HOST}/no/such/page`);
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['content-security-policy']).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('German pages are composed with the German sections, an unknown German path is the German 404', async ({
    request,
  }) => {
    for (const [path, text] of GERMAN_SECTION_PAGES) {
      const response = await request.get(`${HOST}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<html lang="de"');
      expect(html, path).toContain(text);
      expect(html, path).not.toContain('<!--#');
    }
    const missing = await request.get(`${HOST}/de/gibt-es-nicht`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Seite nicht gefunden');
  });

  test('remotes: CORS only for the host, no-cache entries, immutable hashed assets, compression, 404 for what is not built', async ({
    request,
  }) => {
    for (const remote of ['skills', 'projects', 'contact'] as const) {
      const entry = await remoteEntryUrl(request, remote);
      expect(new URL(entry).port).toBe(String(REMOTE_PORTS[remote]));

      const fromHost = await request.get(entry, { headers: { Origin: HOST, 'Accept-Encoding': 'br, gzip' } });
      expect(fromHost.status()).toBe(200);
      expect(fromHost.headers()['access-control-allow-origin']).toBe(HOST);
      expect(fromHost.headers()['cache-control']).toBe('no-cache');
      expect(fromHost.headers()['content-encoding']).toMatch(/^(br|gzip)$/);

      const fromElsewhere = await request.get(entry, { headers: { Origin: 'http://evil.example' } });
      expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();

      const manifest = await request.get(entry.replace('remoteEntry.js', 'mf-manifest.json'));
      expect(manifest.headers()['cache-control']).toBe('no-cache');

      const source = await fromHost.text();
      const asset = /assets\/[\w.-]+\.js/.exec(source)?.[0];
      expect(asset, 'remoteEntry.js names a hashed asset').toBeTruthy();
      const assetResponse = await request.get(new URL(asset!, entry).href, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(assetResponse.status()).toBe(200);
      expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      expect((await request.get(new URL('assets/not-built.js', entry).href)).status()).toBe(404);
      expect((await request.get(`http://localhost:${REMOTE_PORTS[remote]}/not-built.js`)).status()).toBe(404);
    }
    const remotesJson = await request.get(`${HOST}/remotes.json`);
    expect(remotesJson.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('versioned deploy', () => {
  // Two builds of remote-projects deployed side by side; remotes.json alone picks one.
  test.setTimeout(120_000);

  test('the host picks up a re-pointed remote on reload and the old one after roll-back, without a host rebuild', async ({
    page,
    request,
  }) => {
    const scratch = await mkdtemp(join(tmpdir(), 'releases-'));
    try {
      const releases: Record<string, string> = {};
      for (const label of ['release-a', 'release-b']) {
        const outDir = join(scratch, label);
        const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
          cwd: 'remote-projects',
          env: { ...process.env, VITE_RELEASE: label },
          encoding: 'utf8',
        });
        expect(build.status, build.stderr).toBe(0);
        const added = spawnSync('node', ['delivery/nginx/deploy.mjs', 'release', 'projects', outDir], {
          encoding: 'utf8',
          env: process.env,
        });
        expect(added.status, added.stderr).toBe(0);
        releases[label] = added.stdout.trim();
      }
      expect(releases['release-a']).not.toBe(releases['release-b']);
      // The host's page as composed, less what nginx notes per request: Home includes remote-writing's
      // section, and a fragment served from nginx's cache while it refreshes carries a stale marker.
      const hostPage = async () =>
        (await (await request.get(`${HOST}/index.html`)).text()).replace(/<meta name="mf-fragment-stale"[^>]*>/g, '');
      const hostBefore = await hostPage();

      const showRelease = async (label: string) => {
        const pointed = spawnSync('node', ['delivery/nginx/deploy.mjs', 'point', 'projects', releases[label]!], {
          encoding: 'utf8',
          env: process.env,
        });
        expect(pointed.status, pointed.stderr).toBe(0);
        // The page's first response carries this release's section (nginx's include followed the point).
        expect(await (await page.request.get(`${HOST}/projects`)).text()).toContain(`data-release="${label}"`);
        const requested: string[] = [];
        page.on('request', (req) => requested.push(req.url()));
        await page.goto(`${HOST}/projects`);
        await expect(page.locator(`[data-release="${label}"]`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(requested.some((url) => url.includes(`/${releases[label]}/remoteEntry.js`))).toBe(true);
        page.removeAllListeners('request');
      };

      await showRelease('release-b');
      await showRelease('release-a'); // roll-back
      expect(await hostPage()).toBe(hostBefore);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});

test.describe('fragment cache (stale-if-error)', () => {
  test.setTimeout(60_000);

  test('a remote that stops after a good fetch: its section stays in the page, from the cache, marked stale', async ({
    request,
  }) => {
    // A deploy of its own (ports from 8094, one per app, its own prefix, 1 s freshness), so stopping a remote
    // here disturbs no other test.
    const prefix = await mkdtemp(join(tmpdir(), 'nginx-stale-'));
    await chmod(prefix, 0o755); // nginx's workers read the sites in it
    const env = {
      ...process.env,
      DEPLOY_PREFIX: prefix,
      DEPLOY_PORTS: Object.values(consecutivePorts(8094, { below: 8100 })).join(','),
      DEPLOY_FRAGMENT_FRESH: '1s',
    };
    const deploy = (...args: string[]) => {
      const result = spawnSync('node', ['delivery/nginx/deploy.mjs', ...args], { env, encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
    };
    const host = 'http://localhost:8094';
    // An origin of the test's own serving the deployed releases of projects; stopped below.
    const serve = sirv(join(prefix, 'sites', 'projects'), { dev: true });
    const origin = createServer((req, res) =>
      serve(req, res, () => {
        res.writeHead(404).end();
      }),
    );
    const sectionText = 'Things I designed and built end to end';
    try {
      deploy('start', '--fresh');
      const port = await listen(origin);
      const remotesPath = join(prefix, 'sites', 'host', 'remotes.json');
      const remotes = JSON.parse(await readFile(remotesPath, 'utf8'));
      const release = new URL(remotes.projects).pathname; // /<release>/remoteEntry.js
      await writeFile(remotesPath, JSON.stringify({ ...remotes, projects: `http://127.0.0.1:${port}${release}` }));
      deploy('reload');
      expect(await (await request.get(`${host}/projects`)).text()).toContain(sectionText); // the first good fetch
      await close(origin);

      expect(await (await request.get(`${host}/projects`)).text()).toContain(sectionText);
      // Past its freshness (1 s; nginx counts whole seconds): still the section, marked stale.
      await new Promise((done) => setTimeout(done, 2100));
      for (let visit = 0; visit < 3; visit++) {
        const page = await request.get(`${host}/projects`);
        expect(page.status()).toBe(200);
        const html = await page.text();
        expect(html).toContain(sectionText);
        expect(html).toContain('<meta name="mf-fragment-stale" content="projects">');
        expect(html).not.toContain('data-testid="section-skeleton"');
        expect(html).not.toContain('<!--#');
      }
    } finally {
      await close(origin).catch(() => {});
      spawnSync('node', ['delivery/nginx/deploy.mjs', 'stop'], { env });
      await rm(prefix, { recursive: true, force: true });
    }
  });
});
