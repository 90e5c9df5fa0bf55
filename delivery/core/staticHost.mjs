// A plain static host's `_headers` and `_redirects`. It cannot compose: the browser fills the include points itself.
import { CACHE_POLICY } from './composition.mjs';
import { prefixShellFile } from '../../shared/build/fragment.mjs';
import { localePathOf } from '../../shared/build/apps.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
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
 * `hostOrigins`: the origins a remote lets read it (CORS).
 * @param {{ app: string, remotes: Record<string, unknown>, csp?: { scriptHashes?: string[] }, env?: Record<string, string | undefined>, https?: boolean, routes?: string[], hostOrigins?: string[], base?: string }} options `base` is the app's base path (`/portfolio/`); `/` by default.
 *
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

/** `_headers` paths are URL paths, so they carry the base path. @param {string} base @param {string} path */
function underBase(base, path) {
  return base === '/' ? path : `${base}${path.replace(/^\/+/, '')}`;
}

/**
 * `_redirects`: each prefix in each language answered by its shell with a 200 (not its base where that is a host
 * page: Cloudflare Pages follows a rule even where a file matches), then each other language's 404 page for any
 * other path under its segment (Netlify; Cloudflare Pages refuses the 404 status and finds `/de/404.html` itself).
 * @param {{ path: string, remote: string }[]} prefixes apps.json `prefixes` @param {string} [base]
 * @param {{ routes: { path: string }[], pages: { path: string }[], locales: string[] }} [appsConfig]
 */
export function prefixRewrites(prefixes, base = '/', appsConfig = config) {
  const own = new Set([...appsConfig.routes, ...appsConfig.pages].map((page) => page.path));
  const rewrites = appsConfig.locales.flatMap((locale) =>
    prefixes.flatMap(({ path, remote }) => {
      const prefix = path.replace(/\/\*$/, '');
      const shell = underBase(base, `/${prefixShellFile(remote, locale)}`);
      const sitePrefix = localePathOf(prefix, locale, appsConfig);
      return [
        ...(own.has(prefix) ? [] : [`${underBase(base, sitePrefix)} ${shell} 200`]),
        `${underBase(base, `${sitePrefix}/*`)} ${shell} 200`,
      ];
    }),
  );
  const notFound = appsConfig.locales
    .slice(1)
    .map((locale) => `${underBase(base, `/${locale}/*`)} ${underBase(base, `/${locale}/404.html`)} 404`);
  return `${[...rewrites, ...notFound].join('\n')}\n`;
}
