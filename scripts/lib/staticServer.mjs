// The production static server behind `npm start`: sirv (small, well-kept, serves the
// precompressed .br/.gz files) on node:http, with the caching, CORS and routing rules
// the deploy config mirrors.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import config from '../../shared/build/apps.json' with { type: 'json' };

const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|remotes\.json|index\.html|theme-init\.js)$/;
const HASHED = /\/assets\//;
const ROUTE_PATHS = new Set(config.routes.map((route) => route.path));

export function cacheControlFor(pathname) {
  if (NO_CACHE.test(pathname) || pathname === '/') return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function normalise(pathname) {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Serves one build folder. `allowedOrigins` turns on CORS (remotes) for those origins;
 * `spa` makes known routes answer index.html and unknown paths a 404 with it.
 */
export function createAppServer({ dir, spa = false, allowedOrigins = [] }) {
  const dist = join(dir, 'dist');
  const serve = sirv(dist, {
    gzip: true,
    brotli: true,
    etag: true,
    dev: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const indexHtml = spa ? readFileSync(join(dist, 'index.html')) : null;

  return createServer((req, res) => {
    const origin = req.headers.origin;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
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
    serve(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (indexHtml && !/\.[a-z0-9]+$/i.test(pathname)) {
        res.writeHead(ROUTE_PATHS.has(normalise(pathname)) ? 200 : 404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end(indexHtml);
        return;
      }
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
