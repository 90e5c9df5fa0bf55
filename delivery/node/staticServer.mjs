// The production static server behind `npm start`: sirv (small, well-kept, serves the
// precompressed .br/.gz files) on node:http, with the caching, CORS, routing and
// security-header rules that the nginx deploy config mirrors.
import { createServer, get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import config from '../../shared/build/apps.json' with { type: 'json' };
import {
  cacheControlFor,
  FRAGMENT_STATUS_HEADER,
  fragmentSource as fragmentSourceIn,
  INCLUDE_BOUNDS,
  MAX_FRAGMENT_BYTES,
  PAGE_PATHS,
  prefixTarget,
  RELEASE_FILE,
  servableFragment,
  withoutRetrySegment,
} from '../core/composition.mjs';
import { linkHeaderFor } from '../core/earlyHints.mjs';
import { siteSecurityHeaders } from '../core/securityHeaders.mjs';
import { hasIncludes, joinSsi, markStale, parseSsi, releaseBaseOf, resolveIncludes } from '../core/ssi.mjs';
import { createFragmentCache } from './fragmentCache.mjs';
import { BEACON_PATH, COLLECTOR_HEADER } from '../../shared/build/beaconWire.mjs';
import { createBeaconCollector } from './beaconCollector.mjs';
import { createReleaseChooser, releaseFolderServer } from './requestReleases.mjs';
import { PREVIEW_HEADERS, withPreviewMarker } from '../core/canary.mjs';

/**
 * How long a cached fragment is served without asking its remote again (issue 22): past that, it is
 * still served at once while one refresh runs in the background (fragmentCache.mjs).
 */
export const FRAGMENT_FRESH_MS = 5000;
/** Listen backlog: a spike's connections wait to be accepted instead of being dropped (kernel cap: somaxconn). */
const LISTEN_BACKLOG = 4096;
/**
 * Every text response leaves compressed (issue 19): files the build did not precompress (small
 * ones, remotes.json), the /_release/ proxy, error texts. Pages and precompressed files set
 * Content-Encoding themselves and are passed through. Brotli quality 4 on the fly (compression's default).
 */
const compress = compression({ threshold: 0 });

export { cacheControlFor, INCLUDE_BOUNDS, withoutRetrySegment };
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

const ROUTE_PATHS = new Set(PAGE_PATHS);

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
      // Missing or unreadable: {} (the same object while it stays so, so what is worked out from it is kept).
      if (cached.mtimeMs !== -1) cached = { mtimeMs: -1, value: {} };
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
 * @param {string} url
 * @param {{ signal?: AbortSignal, connectMs?: number }} [options]
 * @returns {Promise<string>}
 */
export function fetchText(url, { signal, connectMs = INCLUDE_BOUNDS.connectMs } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const get = target.protocol === 'https:' ? httpsGet : httpGet;
    const request = get(target, { signal, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(Object.assign(new Error(`HTTP ${response.statusCode}`), { status: response.statusCode }));
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

/**
 * The best encoding the client accepts for a response we compress: br, then gzip, else none.
 * @param {string} [acceptEncoding]
 * @returns {'br' | 'gzip' | null}
 */
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
  for (const encoding of /** @type {const} */ (['br', 'gzip'])) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return null;
}

const compressors = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/**
 * A page's output for these include results: the last one of the same set of releases (`variant`:
 * stable, or a canary's candidate) again when every result is the same text (the fragment cache
 * hands out the same strings), else the page joined anew. One kept per variant, so a canary's two
 * arms do not compress the page again in turn.
 */
function composedOutput(page, variant, results) {
  const last = page.outputs.get(variant) ?? page.output;
  if (last.results.length === results.length && last.results.every((result, index) => result === results[index]))
    return last;
  const output = { results, body: Buffer.from(joinSsi(page.parsed, results)), encoded: new Map() };
  page.outputs.set(variant, output);
  return output;
}

/** A page output's body in `encoding`, compressed once (best quality) per output. */
function encodedBody(output, encoding) {
  let result = output.encoded.get(encoding);
  if (!result) {
    result = compressors[encoding](output.body);
    output.encoded.set(encoding, result);
    result.catch(() => output.encoded.delete(encoding));
  }
  return result;
}

/**
 * Serves one build folder. `allowedOrigins` turns on CORS (remotes) for those origins.
 * `spa` (the host) answers its routes with their HTML, unknown paths with the not-found
 * page and a 404, and /remotes.json from `remotesJson` (default: the build's own).
 * @param {object} options
 * @param {string} options.dir
 * @param {boolean} [options.spa]
 * @param {string[]} [options.allowedOrigins]
 * @param {string} [options.remotesJson]
 * @param {boolean} [options.https]
 * @param {number} [options.fragmentFreshMs] how long a cached fragment is served without asking its remote (default FRAGMENT_FRESH_MS)
 * @param {FragmentPeers | null} [options.fragmentPeers] the sibling processes' fragment caches (serve.mjs's cluster): told what this one fetched, and telling it theirs
 * @param {import('./beaconCollector.mjs').BeaconCollector | null} [options.beacons] the field-data collector answering POST /_beacon; its pages then say so
 * @param {(line: string) => void} [options.warn] where include failures are reported (default: a line on stderr)
 * @returns {import('node:http').Server}
 */
export function createAppServer({
  dir,
  spa = false,
  allowedOrigins = [],
  remotesJson,
  https = false,
  fragmentFreshMs = FRAGMENT_FRESH_MS,
  fragmentPeers = null,
  beacons = null,
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
  // Like nginx's proxy_cache_use_stale: the last good copy answers a refused, hung or 5xx remote, not a
  // 4xx (the release has no such fragment: another contract major, a removed release).
  const fragments = createFragmentCache({
    freshMs: fragmentFreshMs,
    staleOn: (error) => {
      const status = /** @type {{ status?: number }} */ (error)?.status ?? 0;
      return !(status >= 400 && status < 500);
    },
    // The other processes of a cluster (serve.mjs) keep what this one fetched, and mark stale with it.
    onStore: (key, text) => fragmentPeers?.publish({ type: 'store', key, text }),
    onFailure: (key) => fragmentPeers?.publish({ type: 'failed', key }),
  });
  fragmentPeers?.subscribe((message) => {
    if (message.type === 'store') fragments.put(message.key, message.text);
    else if (message.type === 'failed') fragments.markFailed(message.key);
  });
  /**
   * A page's file, read and split at its includes again only when it changes, with its last output
   * (bytes and their compressed forms): a page is the same bytes until a file or a fragment changes,
   * so no disk read, parse or compression pass per request.
   */
  const pages = new Map();
  // A prefix's shell is one file for many paths: each path keeps its own output.
  function pageFile(file, pagePath = '') {
    const { mtimeMs } = statSync(file);
    const key = `${file}\n${pagePath}`;
    let page = pages.get(key);
    if (!page || page.mtimeMs !== mtimeMs) {
      const bytes = readFileSync(file);
      const text = bytes.toString('utf8');
      const parsed = hasIncludes(text) ? parseSsi(text) : null;
      page = {
        mtimeMs,
        parsed,
        output: { results: [], body: bytes, encoded: new Map() },
        outputs: new Map(),
      };
      pages.set(key, page);
    }
    return page;
  }
  const remotesJsonPath = remotesJson ?? join(dist, 'remotes.json');
  const readRemotes = watchedJson(remotesJsonPath);
  const readCsp = watchedJson(join(dist, 'csp.json'));
  // Preview and canary (issue 47): the entries each request is served with (requestReleases.mjs).
  const releasesOf = spa
    ? createReleaseChooser({
        readRemotes,
        readCanaries: watchedJson(join(dirname(remotesJsonPath), 'canary.json')),
        https,
      })
    : null;
  // A remote's other releases, at /<release>/ (releases.mjs copies them in).
  const releaseFolders = spa ? null : releaseFolderServer(dir);

  /**
   * Security headers; the CSP's origins follow remotes.json, so re-pointing a remote needs nothing
   * else. Worked out again only when remotes.json or csp.json changes (both are read by mtime).
   */
  /** @type {{ remotes: unknown, csp: unknown, headers: { common: Record<string, string>, html: Record<string, string> } }} */
  let securityHeaders = { remotes: null, csp: null, headers: { common: {}, html: {} } };
  function headersFor() {
    const remotes = readRemotes();
    const csp = readCsp();
    if (securityHeaders.remotes !== remotes || securityHeaders.csp !== csp)
      securityHeaders = { remotes, csp, headers: siteSecurityHeaders({ remotes, csp, https }) };
    return securityHeaders.headers;
  }

  /** The URL of `/_fragment/<remote>/contract-<major>/[page/]body|head` in this request's release, and its base. */
  function fragmentSource(virtual, remotes = readRemotes(), pagePath = undefined) {
    return fragmentSourceIn(virtual, remotes, pagePath);
  }

  /**
   * An include's content: the release's fragment file, checked by the deploy's rules
   * (servableFragment), with the release token replaced; from the fragment cache, keyed by the
   * file's URL (release and contract major), so a spike costs the remote one request per fragment,
   * not one per page. `stale` collects the remotes whose copy was served after their refresh
   * failed; their head fragment is marked.
   */
  async function resolveFragment(virtual, stale, releases, pagePath, missing) {
    const source = fragmentSource(virtual, releases.remotes, pagePath);
    const { url, remote, part } = source;
    // Bounded by itself, not by one page: every page waiting for this fetch shares it.
    const load = async () =>
      servableFragment(await fetchText(url, { signal: AbortSignal.timeout(INCLUDE_BOUNDS.totalMs) }), source);
    try {
      // A preview's fragment never enters the shared cache (nor comes from it).
      if (releases.preview) return await load();
      const copy = await fragments.get(url, load);
      if (!copy.stale) return copy.text;
      stale.add(remote);
      return part === 'head' ? markStale(copy.text, remote) : copy.text;
    } catch (error) {
      // The remote's release has no page for this path: the host answers its 404 page.
      if (source.page && /** @type {{ status?: number }} */ (error)?.status === 404) missing.add(part);
      throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  /** A failure line names the include, the file it fetched (so the remote and release) and why. */
  function describeFailure(virtual, cause, remotes, pagePath) {
    try {
      const { url } = fragmentSource(virtual, remotes, pagePath);
      return cause.startsWith(url) ? cause : `${url}: ${cause}`;
    } catch {
      return cause;
    }
  }

  /** An HTML page: includes composed, then compressed for this client (never the .br/.gz beside it). */
  async function sendHtml(req, res, pathname, file, status, releases, pagePath) {
    const page = pageFile(file, pagePath);
    let output = page.output;
    if (page.parsed) {
      const stale = new Set();
      const missing = new Set();
      const results = await resolveIncludes(
        page.parsed,
        (virtual) => resolveFragment(virtual, stale, releases, pagePath, missing),
        {
          timeoutMs: INCLUDE_BOUNDS.totalMs,
          onFailure: ({ virtual, stub, cause }) =>
            missing.size ||
            warn(
              `[ssi] ${pathname}: include ${virtual} failed (${describeFailure(virtual, cause, releases.remotes, pagePath)}); sent stub "${stub ?? ''}"`,
            ),
        },
      );
      const notFound = missing.has('body') && htmlFor(dist, '/404');
      if (notFound) return sendHtml(req, res, pathname, notFound, 404, releases);
      output = releases.preview
        ? { results, body: Buffer.from(joinSsi(page.parsed, results)), encoded: new Map() }
        : composedOutput(page, releases.variant, results);
      // Said as the edge Worker says it (FRAGMENT_STATUS_HEADER): which sections were served stale.
      if (stale.size) res.setHeader(FRAGMENT_STATUS_HEADER, [...stale].map((remote) => `${remote}=stale`).join(', '));
    }
    // A preview page is made for one person: its marker, and nothing kept.
    if (releases.preview)
      output = {
        results: [],
        body: Buffer.from(withPreviewMarker(output.body.toString('utf8'), releases.preview)),
        encoded: new Map(),
      };
    let body = output.body;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = await encodedBody(output, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      ...(releases.preview ? PREVIEW_HEADERS : {}),
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

  return createServer((req, res) => compress(req, res, () => handle(req, res)));

  function handle(req, res) {
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

    if (spa && releasesOf) {
      // Field data (issue 31): the collector, and pages that say it exists (Server-Timing).
      if (beacons && pathname === BEACON_PATH) return beacons.handle(req, res);
      // The releases this request is served (issue 47): the page, its remotes.json and its release files agree.
      const releases = releasesOf(req);
      // A preview sends no field data: its views are not the candidate's visitors.
      if (beacons && !releases.preview) res.setHeader(COLLECTOR_HEADER.name, COLLECTOR_HEADER.value);
      if (pathname === '/remotes.json') {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-cache',
          ...(releases.preview ? PREVIEW_HEADERS : {}),
        });
        res.end(JSON.stringify(releases.remotes, null, 2));
        return;
      }
      const releaseFile = RELEASE_FILE.exec(pathname);
      if (releaseFile) {
        const entry = releases.remotes[releaseFile[1]];
        if (typeof entry !== 'string') {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        proxyReleaseFile(`${releaseBaseOf(entry)}${releaseFile[2]}`, res, warn);
        return;
      }
      // A path under a prefix a remote owns: its shell composed with the remote's page for this
      // path (404 when its release has none), or, for a file name, the file of its release.
      const prefixed = prefixTarget(normalise(pathname), releases.remotes);
      if (prefixed?.kind === 'file') {
        if (prefixed.url) proxyReleaseFile(prefixed.url, res, warn);
        else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const shell = prefixed ? distFile(`/${prefixed.shell}`) : null;
      if (shell) {
        for (const [name, value] of Object.entries(html)) res.setHeader(name, value);
        if (releases.setCookie) res.setHeader('Set-Cookie', releases.setCookie);
        sendHtml(req, res, pathname, shell, 200, releases, normalise(pathname)).catch((error) => {
          warn(`[html] ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end();
        });
        return;
      }
      // Pages (and any .html file of the build) go through the includes; /_fragment/… is internal.
      // A prefix's shell is composed for a path under its prefix only.
      const htmlFile = /\.html$/i.test(pathname) && !pathname.startsWith('/_prefix/') ? distFile(pathname) : null;
      if (htmlFile || !/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/_fragment/')) {
        const known =
          !pathname.startsWith('/_fragment/') && (htmlFile !== null || ROUTE_PATHS.has(normalise(pathname)));
        const file = htmlFile ?? htmlFor(dist, known ? pathname : '/404');
        for (const [name, value] of Object.entries(html)) res.setHeader(name, value);
        if (releases.setCookie) res.setHeader('Set-Cookie', releases.setCookie);
        const link = known && !htmlFile ? linkHeaderFor(pathname, releases.remotes) : null;
        if (link) res.setHeader('Link', link);
        if (!file) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        sendHtml(req, res, pathname, file, known ? 200 : 404, releases).catch((error) => {
          warn(`[html] ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end();
        });
        return;
      }
    }

    const notFound = () => res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    if (releaseFolders?.(req, res, pathname, notFound)) return;
    serve(req, res, notFound);
  }
}

/**
 * @param {number} [port]
 * @returns {string[]}
 */
export function hostOrigins(port = config.apps.host.preview) {
  const extra = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra];
}

/**
 * The four ports: SERVE_PORTS (host,skills,projects,contact, as `npm run load` sets them) or the
 * `npm start` ports of apps.json.
 * @returns {Record<string, number>}
 */
export function servePorts() {
  const custom = (process.env.SERVE_PORTS ?? '').split(',').filter(Boolean).map(Number);
  const names = Object.keys(config.apps);
  if (custom.length === 0) return Object.fromEntries(names.map((name) => [name, config.apps[name].preview]));
  if (custom.length !== names.length || custom.some((port) => !Number.isInteger(port) || port <= 0))
    throw new Error(`SERVE_PORTS must be ${names.length} ports: ${names.join(',')}`);
  return Object.fromEntries(names.map((name, index) => [name, custom[index]]));
}

/**
 * How many worker processes serve.mjs forks: SERVE_WORKERS (0: none, all in one process), else two per
 * core: measured on 2 cores, 4 workers answered 1000 connections with no time-out where 2 left
 * 23-221 (README "Fragment cache, a traffic spike and `npm run load`").
 * @param {string} [setting]
 * @param {number} [cores]
 * @returns {number}
 */
export function workerCount(setting = process.env.SERVE_WORKERS, cores = availableParallelism()) {
  if (setting !== undefined && setting !== '') {
    const count = Number(setting);
    if (!Number.isInteger(count) || count < 0)
      throw new Error(`SERVE_WORKERS must be a whole number, not "${setting}"`);
    return count;
  }
  return Math.max(2, 2 * cores);
}

/**
 * @typedef {{ type: 'store', key: string, text: string } | { type: 'failed', key: string }} FragmentNews
 * What one process's fragment cache tells the others (serve.mjs relays it through the cluster's primary).
 * @typedef {{ publish: (news: FragmentNews) => void, subscribe: (listener: (news: FragmentNews) => void) => void }} FragmentPeers
 */

/**
 * Whether an IPC message is fragment news (anything else on the channel is not ours).
 * @param {unknown} message
 * @returns {message is FragmentNews}
 */
export function isFragmentNews(message) {
  if (typeof message !== 'object' || message === null) return false;
  const news = /** @type {{ key?: unknown, type?: unknown, text?: unknown }} */ (message);
  return (
    typeof news.key === 'string' && (news.type === 'failed' || (news.type === 'store' && typeof news.text === 'string'))
  );
}

/**
 * Starts all four apps on their `npm start` ports (or SERVE_PORTS; the host's remotes.json from
 * SERVE_REMOTES_JSON when set; the builds under SERVE_BUILDS, default the repository); resolves
 * to a close function. `fragmentPeers`: the sibling processes' fragment caches (serve.mjs).
 * @param {{ log?: (line: string) => void, buildsRoot?: string, fragmentFreshMs?: number, fragmentPeers?: FragmentPeers | null }} [options]
 * @returns {Promise<() => Promise<unknown>>}
 */
export async function startAll({
  log = console.log,
  buildsRoot = process.env.SERVE_BUILDS || '.',
  fragmentFreshMs = Number(process.env.SERVE_FRAGMENT_FRESH_MS || FRAGMENT_FRESH_MS),
  fragmentPeers = null,
} = {}) {
  const servers = [];
  const ports = servePorts();
  for (const [name, app] of Object.entries(config.apps)) {
    const dir = join(buildsRoot, app.dir);
    const server =
      name === 'host'
        ? createAppServer({
            dir,
            spa: true,
            remotesJson: process.env.SERVE_REMOTES_JSON || undefined,
            fragmentFreshMs,
            fragmentPeers,
            // BEACON_DIR=off: no collector (the pages then send nothing).
            beacons: process.env.BEACON_DIR === 'off' ? null : createBeaconCollector(),
          })
        : createAppServer({ dir, allowedOrigins: hostOrigins(ports.host) });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[name], '0.0.0.0', LISTEN_BACKLOG, () => resolve(undefined));
    });
    servers.push(server);
    log(`${name.padEnd(8)} http://localhost:${ports[name]}`);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
