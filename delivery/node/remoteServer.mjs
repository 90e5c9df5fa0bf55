// A remote's file server behind `npm start`: its build, CORS for the host, its other releases at /<release>/.
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { cacheControlFor, withoutRetrySegment } from '../core/composition.mjs';
import { compressOnTheFly } from './encoding.mjs';
import { releaseFolderServer } from './requestReleases.mjs';
import { watchedJson, watchedSecurityHeaders } from './watchedFiles.mjs';

/**
 * @param {object} options @param {string} options.dir the remote's folder (its build is dir/dist)
 * @param {string[]} [options.allowedOrigins] the origins that may read its files ('*': any)
 * @returns {import('node:http').Server}
 */
export function createRemoteServer({ dir, allowedOrigins = [] }) {
  const dist = join(dir, 'dist');
  const files = sirv(dist, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const securityHeaders = watchedSecurityHeaders({
    readRemotes: watchedJson(join(dist, 'remotes.json')),
    readCsp: watchedJson(join(dist, 'csp.json')),
    https: false,
  });
  const releaseFolders = releaseFolderServer(dir);

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function handle(req, res) {
    // A retried load asks for …/_attempt/<n>/<file> so the browser cannot answer it from its cache (decision 0008).
    if (req.url) req.url = withoutRetrySegment(req.url);
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    for (const [name, value] of Object.entries(securityHeaders().common)) res.setHeader(name, value);
    if (allowedOrigins.length && corsAnswered(req, res, allowedOrigins)) return;
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    };
    if (releaseFolders?.(req, res, pathname, notFound)) return;
    files(req, res, notFound);
  }

  return createServer((req, res) => compressOnTheFly(req, res, () => handle(req, res)));
}

/**
 * Answers a preflight (true); the answer depends on Origin, so Vary says so on every response.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string[]} allowedOrigins
 */
function corsAnswered(req, res, allowedOrigins) {
  const writeHead = /** @type {(...args: any[]) => import('node:http').ServerResponse} */ (res.writeHead.bind(res));
  res.writeHead = /** @type {typeof res.writeHead} */ (
    (/** @type {any[]} */ ...args) => {
      const vary = res.getHeader('Vary');
      res.setHeader('Vary', vary ? `Origin, ${vary}` : 'Origin');
      return writeHead(...args);
    }
  );
  const origin = req.headers.origin;
  if (origin && (allowedOrigins.includes('*') || allowedOrigins.includes(origin)))
    res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.writeHead(204).end();
  return true;
}
