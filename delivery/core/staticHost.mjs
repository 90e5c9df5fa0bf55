// What a plain static host (Cloudflare Pages or Workers static assets, Netlify, and the like)
// needs beside the build: a `_headers` file with the same security headers, cache policy and CORS
// as nginx and `npm start`. Such a host cannot compose pages: the browser fills the include
// points with their stubs and renders the section itself (host/src/features/remotes/utils/
// unprocessedIncludes.ts), and every app's build already has its 404.html.
import { CACHE_POLICY } from './composition.mjs';
import { prefixShellFile } from '../../shared/build/fragment.mjs';
import { siteSecurityHeaders } from './securityHeaders.mjs';

/** `_headers` rules: [path pattern, headers] in file order. */
function render(rules) {
  return `${rules
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')}\n`;
}

/** Paths whose answer is revalidated on every use (pages and the files that name other files). */
const REVALIDATED = ['/', '/*.html', '/remotes.json', '/remoteEntry.js', '/mf-manifest.json', '/theme-init.js'];

/**
 * The `_headers` file of one app. `base` is the app's base path (URL paths are written under it). `routes` are the
 * host's page paths (no-cache, like its HTML); `hostOrigins` are the origins a remote lets read it (CORS: the host
 * loads its code). The host's CSP names the remotes' origins from its remotes.json, as the servers' does.
 * @param {{ app: string, remotes: Record<string, unknown>, csp?: { scriptHashes?: string[] }, env?: Record<string, string | undefined>, https?: boolean, routes?: string[], hostOrigins?: string[], base?: string }} options `base` is the app's base path (`/portfolio/`); `/` by default.
 * @returns {string}
 */
export function headersFile({
  app,
  remotes,
  csp = {},
  env = {},
  https = true,
  routes = [],
  hostOrigins = [],
  base = '/',
}) {
  const { common, html } = siteSecurityHeaders({ remotes, csp, env, https });
  /** @type {Record<string, string>} */
  const cors =
    app === 'host'
      ? {}
      : {
          'Access-Control-Allow-Origin': hostOrigins.length === 1 ? hostOrigins[0] : '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          Vary: 'Origin',
        };
  if (app !== 'host' && hostOrigins.length === 0) throw new Error(`${app}: no host origin for its CORS header`);
  /** @type {[string, Record<string, string>][]} */
  const rules = [
    // One rule for every path (a host applies every matching rule; HTML's headers are harmless on files).
    ['/*', app === 'host' ? { ...common, ...html } : { ...common, ...cors }],
    ['/assets/*', { 'Cache-Control': CACHE_POLICY.immutable }],
    ...[
      ...REVALIDATED,
      ...routes.filter((route) => route !== '/'),
      ...routes.filter((route) => route !== '/').map((route) => `${route}/`),
    ].map(
      (path) => /** @type {[string, Record<string, string>]} */ ([path, { 'Cache-Control': CACHE_POLICY.revalidate }]),
    ),
  ];
  return render(rules.map(([path, headers]) => [underBase(base, path), headers]));
}

/**
 * A path pattern under the site's base path (`/portfolio/` for a project site; the host's build sets it, BASE_PATH):
 * `_headers` paths are URL paths, so they carry it.
 * @param {string} base @param {string} path @returns {string}
 */
function underBase(base, path) {
  return base === '/' ? path : `${base}${path.replace(/^\/+/, '')}`;
}

/**
 * A `_redirects` file (Netlify, Cloudflare Pages) that answers every path under a prefix a remote owns with the
 * prefix's shell, status 200: the browser fills its include points and the remote's page module renders the page for
 * the address. A host without rewrites answers its 404.html there, and the app renders the page afresh
 * (host/src/app/main.tsx); neither can answer 404 for an unknown slug, which needs a server that composes.
 * @param {{ path: string, remote: string }[]} prefixes apps.json `prefixes` @param {string} [base] @returns {string}
 */
export function prefixRewrites(prefixes, base = '/') {
  return prefixes
    .flatMap(({ path, remote }) => {
      const prefix = path.replace(/\/\*$/, '');
      const shell = underBase(base, `/${prefixShellFile(remote)}`);
      return [`${underBase(base, prefix)} ${shell} 200`, `${underBase(base, `${prefix}/*`)} ${shell} 200`];
    })
    .join('\n')
    .concat('\n');
}
