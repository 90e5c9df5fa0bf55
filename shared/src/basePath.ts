/**
 * The host's base path: where the site is served from, `/` by default, `/<repo>/` for a GitHub
 * Pages project site. Set at build time (BASE_PATH=/portfolio/ npm run build); the host's code
 * reads it as Vite's `import.meta.env.BASE_URL`. Routes and page paths stay written from `/`
 * everywhere (apps.json, the router's routes); these functions add or remove the base at the
 * edges: URLs the page fetches or links, and the location the router and the page meta read.
 */

/** A base path in its one form: a leading and a trailing slash (`/`, `/portfolio/`, `/a/b/`). */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  const segments = trimmed.split('/').filter(Boolean);
  for (const segment of segments) {
    if (!/^[A-Za-z0-9._~-]+$/.test(segment) || segment === '.' || segment === '..') {
      throw new Error(
        `BASE_PATH must be a path such as /portfolio/ (letters, digits, . _ ~ - between slashes); got ${JSON.stringify(raw)}`,
      );
    }
  }
  return `/${segments.join('/')}/`;
}

/** A site path (`/skills`, `/`, `/remotes.json`) as served under the base (`/portfolio/skills`). */
export function withBase(base: string, path: string): string {
  if (base === '/') return path;
  const relative = path.replace(/^\/+/, '');
  return `${base}${relative}`;
}

/**
 * A location's pathname as the site's own path (`/portfolio/skills` → `/skills`; the base itself,
 * with or without its trailing slash, is `/`); null when the pathname is outside the base.
 */
export function stripBase(base: string, pathname: string): string | null {
  if (base === '/') return pathname;
  const bare = base.slice(0, -1);
  if (pathname === bare || pathname === base) return '/';
  return pathname.startsWith(base) ? pathname.slice(bare.length) : null;
}

/** The router's basename: the base without its trailing slash (`/` stays `/`). */
export function routerBasename(base: string): string {
  return base === '/' ? '/' : base.slice(0, -1);
}

/**
 * The site's public root URL: the owner's siteUrl, with the base path added when siteUrl names
 * only an origin (`https://me.github.io` + `/portfolio/` → `https://me.github.io/portfolio/`).
 * A siteUrl with a path of its own is taken as the site's root as it is. Always ends with `/`.
 */
export function siteRootUrl(siteUrl: string, base: string): string {
  const url = new URL(siteUrl);
  if (url.pathname === '/' || url.pathname === '') url.pathname = base;
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url.href;
}
