// The production static server behind `npm start`: sirv (small, well-kept, serves the
// precompressed .br/.gz files) on node:http, with the caching, CORS, routing and
// security-header rules that the nginx deploy config mirrors.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { linkHeaderFor } from './earlyHints.mjs';
import { siteSecurityHeaders } from './securityHeaders.mjs';

const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|remotes\.json|theme-init\.js|[^/]*\.html)$/;
const HASHED = /\/assets\//;
const ROUTE_PATHS = new Set(config.routes.map((route) => route.path));

export function cacheControlFor(pathname) {
  if (NO_CACHE.test(pathname) || pathname === '/') return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * A retry loads a remote from a fresh directory, `…/_attempt/<n>/remoteEntry.js`, so that its
 * chunks and CSS get fresh URLs too (browsers keep a failed module or stylesheet by URL):
 * a remote serves `…/_attempt/<n>/x` as `…/x` (RETRY_PATH_SEGMENT in shared/src/federation/loading.ts).
 */
export function withoutRetrySegment(url) {
  return url.replace(/\/_attempt\/\d+(?=\/)/, '');
}

function normalise(pathname) {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/** Reads a small file again only when it changes (remotes.json can be edited while serving). */
function watchedJson(path) {
  let cached = { mtimeMs: -1, value: {} };
  return () => {
    try {
      const { mtimeMs } = statSync(path);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, value: JSON.parse(readFileSync(path, 'utf8')) };
    } catch {
      cached = { mtimeMs: -1, value: {} };
    }
    return cached.value;
  };
}

/** The HTML for a route: its pre-rendered page when the build has one, else the app shell. */
function htmlFor(dist, pathname) {
  const route = normalise(pathname);
  const candidates =
    route === '/'
      ? ['index.html']
      : route === '/404'
        ? ['404.html', 'index.html']
        : [`${route.slice(1)}/index.html`, 'index.html'];
  const file = candidates.map((name) => join(dist, name)).find((path) => existsSync(path));
  return file ? readFileSync(file) : null;
}

/**
 * Serves one build folder. `allowedOrigins` turns on CORS (remotes) for those origins.
 * `spa` (the host) answers its routes with their HTML, unknown paths with the not-found
 * page and a 404, and /remotes.json from `remotesJson` (default: the build's own).
 */
export function createAppServer({ dir, spa = false, allowedOrigins = [], remotesJson, https = false }) {
  const dist = join(dir, 'dist');
  const serve = sirv(dist, {
    gzip: true,
    brotli: true,
    etag: true,
    dev: spa, // the host's remotes.json and pages may change while serving
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const remotesJsonPath = remotesJson ?? join(dist, 'remotes.json');
  const readRemotes = watchedJson(remotesJsonPath);
  const readCsp = watchedJson(join(dist, 'csp.json'));

  /** Security headers; the CSP's origins follow remotes.json, so re-pointing a remote needs nothing else. */
  function headersFor() {
    return siteSecurityHeaders({ remotes: readRemotes(), csp: readCsp(), https });
  }

  return createServer((req, res) => {
    if (!spa && req.url) req.url = withoutRetrySegment(req.url);
    const origin = req.headers.origin;
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const { common, html } = headersFor();
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value);

    if (allowedOrigins.length) {
      // The CORS answer depends on Origin: say so to caches (sirv sets Vary itself, so add to it).
      const writeHead = res.writeHead.bind(res);
      res.writeHead = (status, ...rest) => {
        const vary = res.getHeader('Vary');
        res.setHeader('Vary', vary ? `Origin, ${vary}` : 'Origin');
        return writeHead(status, ...rest);
      };
      if (origin && (allowedOrigins.includes('*') || allowedOrigins.includes(origin))) {
        res.setHeader('Access-Control-Allow-Origin', origin);
      }
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.writeHead(204).end();
        return;
      }
    }

    if (spa) {
      if (pathname === '/remotes.json') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify(readRemotes(), null, 2));
        return;
      }
      if (!/\.[a-z0-9]+$/i.test(pathname)) {
        const known = ROUTE_PATHS.has(normalise(pathname));
        const body = htmlFor(dist, known ? pathname : '/404');
        for (const [name, value] of Object.entries(html)) res.setHeader(name, value);
        const link = known ? linkHeaderFor(pathname, readRemotes()) : null;
        if (link) res.setHeader('Link', link);
        res.writeHead(known ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(body);
        return;
      }
    }

    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  });
}

export function hostOrigins() {
  const port = config.apps.host.preview;
  const extra = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra];
}

/** Starts all four apps on their `npm start` ports; resolves to a close function. */
export async function startAll({ log = console.log } = {}) {
  const servers = [];
  for (const [name, app] of Object.entries(config.apps)) {
    const server =
      name === 'host'
        ? createAppServer({ dir: app.dir, spa: true })
        : createAppServer({ dir: app.dir, allowedOrigins: hostOrigins() });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(app.preview, '0.0.0.0', resolve);
    });
    servers.push(server);
    log(`${name.padEnd(8)} http://localhost:${app.preview}`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
