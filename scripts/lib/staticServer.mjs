// The production static server behind `npm start`: sirv (small, well-kept, serves the
// precompressed .br/.gz files) on node:http, with the caching, CORS, routing and
// security-header rules that the nginx deploy config mirrors.
import { createHash } from 'node:crypto';
import { createServer, get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sirv from 'sirv';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { FRAGMENT_INCLUDE_PATH, fragmentFileNames } from '../../shared/build/fragment.mjs';
import { linkHeaderFor } from './earlyHints.mjs';
import { siteSecurityHeaders } from './securityHeaders.mjs';
import { composeSsi, hasIncludes, releaseBaseOf, replaceReleaseToken } from './ssi.mjs';

/**
 * How long a page waits for a remote's fragment before it is sent with the section's stub
 * (skeleton or nothing): a connection must be made within `connectMs`, and all of a page's
 * includes must have answered within `totalMs` (they run in parallel). A healthy remote on the
 * same network answers in a few ms; a dead or hung one costs at most `totalMs`, after which
 * the browser's path (fallback, Retry) takes over. The connect bound is wider than nginx's
 * 250 ms (deploy/nginx.conf.template): this one process also serves the remotes in `npm start`,
 * and a busy event loop (a first compression pass) was seen to delay a loopback connect past 250 ms.
 */
export const INCLUDE_BOUNDS = { connectMs: 500, totalMs: 1000 };
const MAX_FRAGMENT_BYTES = 1024 * 1024;
/**
 * `/_release/<remote>/<file>`: a file of the remote's current release, through the host's origin.
 * The section's stylesheets (its head fragment) load from here: a stylesheet in the head blocks
 * the whole page's rendering, so it must not hang on a remote that stalls; through the host it is
 * bounded like an include (a stalled remote costs a quick 504, and the section then falls back),
 * and first paint needs no connection to another origin.
 */
const RELEASE_FILE = /^\/_release\/([a-z0-9-]+)\/((?:[a-zA-Z0-9._-]+\/)*[a-zA-Z0-9._-]+)$/;

/** GETs a release file with the include's bounds and answers with it (status, type, caching), or 504. */
function proxyReleaseFile(url, res, warn) {
  const controller = new AbortController();
  const total = setTimeout(() => controller.abort(), INCLUDE_BOUNDS.totalMs);
  const target = new URL(url);
  const get = target.protocol === 'https:' ? httpsGet : httpGet;
  const connectTimer = setTimeout(() => request.destroy(new Error('no connection')), INCLUDE_BOUNDS.connectMs);
  const request = get(target, { signal: controller.signal, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
    clearTimeout(connectTimer);
    const headers = { 'Content-Type': response.headers['content-type'] ?? 'application/octet-stream' };
    if (response.headers['cache-control']) headers['Cache-Control'] = response.headers['cache-control'];
    res.writeHead(response.statusCode ?? 502, headers);
    response.pipe(res);
    response.on('end', () => clearTimeout(total));
    response.on('error', () => res.destroy());
  });
  request.on('error', (error) => {
    clearTimeout(connectTimer);
    clearTimeout(total);
    warn(`[release] ${url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) res.writeHead(504, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Remote timed out');
    else res.destroy();
  });
}

const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|remotes\.json|theme-init\.js|[^/]*\.html)$/;
const HASHED = /\/assets\//;
// The header's routes and the other pre-rendered pages (shared/build/apps.json).
const ROUTE_PATHS = new Set([...config.routes, ...config.pages].map((route) => route.path));

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

/** The HTML file for a route: its pre-rendered page when the build has one, else the app shell. */
function htmlFor(dist, pathname) {
  const route = normalise(pathname);
  const candidates =
    route === '/'
      ? ['index.html']
      : route === '/404'
        ? ['404.html', 'index.html']
        : [`${route.slice(1)}/index.html`, 'index.html'];
  return candidates.map((name) => join(dist, name)).find((path) => existsSync(path)) ?? null;
}

/**
 * GETs a text file with a connect bound (the caller bounds the total through `signal`).
 * Anything but a 200 is an error naming the status.
 */
export function fetchText(url, { signal, connectMs = INCLUDE_BOUNDS.connectMs } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const get = target.protocol === 'https:' ? httpsGet : httpGet;
    const request = get(target, { signal, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`HTTP ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
        if (body.length > MAX_FRAGMENT_BYTES) request.destroy(new Error('response larger than 1 MB'));
      });
      response.on('end', () => resolve(body));
      response.on('error', reject);
    });
    const connectTimer = setTimeout(
      () => request.destroy(new Error(`no connection within ${connectMs} ms`)),
      connectMs,
    );
    request.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => clearTimeout(connectTimer));
      else clearTimeout(connectTimer); // a kept-alive socket
    });
    request.on('error', (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    request.on('close', () => clearTimeout(connectTimer));
  });
}

/** The best encoding the client accepts for a response we compress: br, then gzip, else none. */
export function preferredEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)];
      }),
  );
  const wildcard = accepted.get('*');
  for (const encoding of ['br', 'gzip']) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return null;
}

const compressors = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};
const compressedCache = new Map();

/**
 * Compresses an HTML body, remembering the last results by content: a page is the same bytes
 * until a file or a fragment changes, so the costly best-quality pass runs once per version.
 */
async function compressed(body, encoding) {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  let result = compressedCache.get(key);
  if (!result) {
    result = compressors[encoding](body);
    compressedCache.set(key, result);
    result.catch(() => compressedCache.delete(key));
    if (compressedCache.size > 64) compressedCache.delete(compressedCache.keys().next().value);
  }
  return result;
}

/**
 * Serves one build folder. `allowedOrigins` turns on CORS (remotes) for those origins.
 * `spa` (the host) answers its routes with their HTML, unknown paths with the not-found
 * page and a 404, and /remotes.json from `remotesJson` (default: the build's own).
 */
export function createAppServer({
  dir,
  spa = false,
  allowedOrigins = [],
  remotesJson,
  https = false,
  warn = (line) => process.stderr.write(`${line}\n`),
}) {
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

  /** The URL of `/_fragment/<remote>/contract-<major>/body|head` in the CURRENT release, and its base. */
  function fragmentSource(virtual) {
    const [, remote, major, part] = FRAGMENT_INCLUDE_PATH.exec(virtual) ?? [];
    if (!remote || !major || !part) throw new Error('not a /_fragment/<remote>/contract-<major>/body|head path');
    const entry = readRemotes()[remote];
    if (typeof entry !== 'string') throw new Error(`${remote} is not in remotes.json`);
    const base = releaseBaseOf(entry);
    return { base, url: `${base}${fragmentFileNames(major)[part]}` };
  }

  /** An include's content: the release's fragment file with the release token replaced. */
  async function resolveFragment(virtual, { signal }) {
    const { base, url } = fragmentSource(virtual);
    try {
      return replaceReleaseToken(await fetchText(url, { signal }), base);
    } catch (error) {
      throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  /** A failure line names the include, the file it fetched (so the remote and release) and why. */
  function describeFailure(virtual, cause) {
    try {
      const { url } = fragmentSource(virtual);
      return cause.startsWith(url) ? cause : `${url}: ${cause}`;
    } catch {
      return cause;
    }
  }

  /** An HTML page: includes composed, then compressed for this client (never the .br/.gz beside it). */
  async function sendHtml(req, res, pathname, file, status) {
    let body = readFileSync(file);
    const text = body.toString('utf8');
    if (hasIncludes(text)) {
      const composed = await composeSsi(text, resolveFragment, {
        timeoutMs: INCLUDE_BOUNDS.totalMs,
        onFailure: ({ virtual, stub, cause }) =>
          warn(
            `[ssi] ${pathname}: include ${virtual} failed (${describeFailure(virtual, cause)}); sent stub "${stub ?? ''}"`,
          ),
      });
      body = Buffer.from(composed);
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = await compressed(body, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A file of the build by URL path, or null (never outside the build). */
  function distFile(pathname) {
    let path;
    try {
      path = normalize(join(dist, decodeURIComponent(pathname)));
    } catch {
      return null; // malformed escapes
    }
    return path.startsWith(dist + sep) && existsSync(path) && statSync(path).isFile() ? path : null;
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
      const releaseFile = RELEASE_FILE.exec(pathname);
      if (releaseFile) {
        const entry = readRemotes()[releaseFile[1]];
        if (typeof entry !== 'string') {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        proxyReleaseFile(`${releaseBaseOf(entry)}${releaseFile[2]}`, res, warn);
        return;
      }
      // Pages (and any .html file of the build) go through the includes; /_fragment/… is internal.
      const htmlFile = /\.html$/i.test(pathname) ? distFile(pathname) : null;
      if (htmlFile || !/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/_fragment/')) {
        const known =
          !pathname.startsWith('/_fragment/') && (htmlFile !== null || ROUTE_PATHS.has(normalise(pathname)));
        const file = htmlFile ?? htmlFor(dist, known ? pathname : '/404');
        for (const [name, value] of Object.entries(html)) res.setHeader(name, value);
        const link = known && !htmlFile ? linkHeaderFor(pathname, readRemotes()) : null;
        if (link) res.setHeader('Link', link);
        if (!file) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        sendHtml(req, res, pathname, file, known ? 200 : 404).catch((error) => {
          warn(`[html] ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end();
        });
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
