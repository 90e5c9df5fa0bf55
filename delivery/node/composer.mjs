// The host's server behind `npm start` (decisions 0001, 0007, 0025); the rules are delivery/core's.
import { createServer } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import sirv from 'sirv';
import { BEACON_PATH, COLLECTOR_HEADER } from '../../shared/build/beaconWire.mjs';
import {
  cacheControlFor,
  normalisePath,
  notFoundPathFor,
  PAGE_PATHS,
  prefixTarget,
  RELEASE_FILE,
} from '../core/composition.mjs';
import { linkHeaderFor } from '../core/earlyHints.mjs';
import { PREVIEW_HEADERS } from '../core/canary.mjs';
import { releaseBaseOf } from '../core/ssi.mjs';
import { createFragmentSource } from './composer/fragments.mjs';
import { createPageSender, htmlFor } from './composer/pages.mjs';
import { compressOnTheFly } from './encoding.mjs';
import { createReleaseChooser } from './requestReleases.mjs';
import { proxyReleaseFile } from './upstream.mjs';
import { watchedJson, watchedSecurityHeaders } from './watchedFiles.mjs';

export const FRAGMENT_FRESH_MS = 5000;

const ROUTE_PATHS = new Set(PAGE_PATHS);
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * @typedef {object} Request @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res @property {string} pathname
 * @property {import('./requestReleases.mjs').ServedReleases} releases @property {Record<string, string>} pageHeaders
 * @typedef {(request: Request) => boolean} Handler  answers the request (true) or leaves it to the next
 */

/** @param {import('node:http').ServerResponse} res */
const notFound = (res) => {
  res.writeHead(404, TEXT).end('Not found');
};

/**
 * @param {object} options @param {string} options.dir the host's folder (its build is dir/dist)
 * @param {string} [options.remotesJson] the remotes.json to serve (default: the build's own); canary.json sits beside it
 * @param {boolean} [options.https] @param {number} [options.fragmentFreshMs]
 * @param {import('./fragmentNews.mjs').FragmentPeers | null} [options.fragmentPeers] the sibling processes' fragment caches (serve.mjs)
 * @param {import('./beaconCollector.mjs').BeaconCollector | null} [options.beacons] answers POST /_beacon; its pages then say so
 * @param {(line: string) => void} [options.warn] where include failures are reported
 * @returns {import('node:http').Server}
 */
export function createComposer({
  dir,
  remotesJson,
  https = false,
  fragmentFreshMs = FRAGMENT_FRESH_MS,
  fragmentPeers = null,
  beacons = null,
  warn = (line) => process.stderr.write(`${line}\n`),
}) {
  const dist = join(dir, 'dist');
  const files = sirv(dist, {
    gzip: true,
    brotli: true,
    etag: true,
    dev: true, // remotes.json and the pages may change while serving
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const remotesJsonPath = remotesJson ?? join(dist, 'remotes.json');
  const readRemotes = watchedJson(remotesJsonPath);
  const securityHeaders = watchedSecurityHeaders({ readRemotes, readCsp: watchedJson(join(dist, 'csp.json')), https });
  const releasesOf = createReleaseChooser({
    readRemotes,
    readCanaries: watchedJson(join(dirname(remotesJsonPath), 'canary.json')),
    https,
  });
  const sendPage = createPageSender({
    dist,
    fragments: createFragmentSource({ freshMs: fragmentFreshMs, peers: fragmentPeers }),
    warn,
  });

  /** A file of the build by URL path, or null (never outside the build). */
  function distFile(/** @type {string} */ pathname) {
    let path;
    try {
      path = normalize(join(dist, decodeURIComponent(pathname)));
    } catch {
      return null; // malformed escapes
    }
    return path.startsWith(dist + sep) && existsSync(path) && statSync(path).isFile() ? path : null;
  }

  /** @param {Request} request */
  function pageHeaders({ res, releases, pageHeaders: headers }) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (releases.setCookie) res.setHeader('Set-Cookie', releases.setCookie);
  }

  /** @type {Handler} The remotes.json of this request's releases (a preview's or a canary's). */
  const remotesJsonHandler = ({ res, pathname, releases }) => {
    if (pathname !== '/remotes.json') return false;
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      ...(releases.preview ? PREVIEW_HEADERS : {}),
    });
    res.end(JSON.stringify(releases.remotes, null, 2));
    return true;
  };

  /** @type {Handler} /_release/<remote>/<file>, and a file name under a remote's prefix: its release's file. */
  const releaseFileHandler = ({ res, pathname, releases }) => {
    const releaseFile = RELEASE_FILE.exec(pathname);
    const prefixed = releaseFile ? null : prefixTarget(normalisePath(pathname), releases.remotes);
    if (!releaseFile && prefixed?.kind !== 'file') return false;
    const entry = releaseFile ? releases.remotes[releaseFile[1]] : null;
    const url = releaseFile ? typeof entry === 'string' && `${releaseBaseOf(entry)}${releaseFile[2]}` : prefixed?.url;
    if (url) proxyReleaseFile(url, res, warn);
    else notFound(res);
    return true;
  };

  /** @type {Handler} A page under a remote's prefix (decision 0026): its shell composed with the remote's page for the path. */
  const prefixPageHandler = (request) => {
    const { req, res, pathname, releases } = request;
    const prefixed = prefixTarget(normalisePath(pathname), releases.remotes);
    const shell = prefixed ? distFile(`/${prefixed.shell}`) : null;
    if (!shell) return false;
    pageHeaders(request);
    sendPage(req, res, { pathname, file: shell, status: 200, releases, pagePath: normalisePath(pathname) });
    return true;
  };

  /** @type {Handler} A route, a build's .html or any other extensionless path (the 404 page, as /_fragment/… gets). */
  const pageHandler = (request) => {
    const { req, res, pathname, releases } = request;
    const fragmentPath = pathname.startsWith('/_fragment/');
    const htmlFile = /\.html$/i.test(pathname) && !pathname.startsWith('/_prefix/') ? distFile(pathname) : null;
    if (!htmlFile && /\.[a-z0-9]+$/i.test(pathname) && !fragmentPath) return false;
    const known = !fragmentPath && (htmlFile !== null || ROUTE_PATHS.has(normalisePath(pathname)));
    const file = htmlFile ?? htmlFor(dist, known ? pathname : notFoundPathFor(pathname));
    pageHeaders(request);
    const link = known && !htmlFile ? linkHeaderFor(pathname, releases.remotes) : null;
    if (link) res.setHeader('Link', link);
    if (!file) notFound(res);
    else sendPage(req, res, { pathname, file, status: known ? 200 : 404, releases });
    return true;
  };

  /** @type {Handler[]} tried in order; the build's other files are sirv's */
  const handlers = [remotesJsonHandler, releaseFileHandler, prefixPageHandler, pageHandler];

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function handle(req, res) {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const { common, html } = securityHeaders();
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value);
    if (beacons && pathname === BEACON_PATH) return beacons.handle(req, res);
    const releases = releasesOf(req);
    // A preview sends no field data: its views are not the candidate's visitors.
    if (beacons && !releases.preview) res.setHeader(COLLECTOR_HEADER.name, COLLECTOR_HEADER.value);
    const request = { req, res, pathname, releases, pageHeaders: html };
    if (!handlers.some((handler) => handler(request))) files(req, res, () => notFound(res));
  }

  return createServer((req, res) => compressOnTheFly(req, res, () => handle(req, res)));
}
