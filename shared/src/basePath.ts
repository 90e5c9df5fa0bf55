/**
 * The host's base path (BASE_PATH at build time, `import.meta.env.BASE_URL` in the page): routes and
 * page paths are written from `/` everywhere, and these functions add or remove the base at the edges.
 */

/** A site path (`/skills`, `/`, `/remotes.json`) as served under the base (`/portfolio/skills`). */
export function withBase(base: string, path: string): string {
  return base === '/' ? path : `${base}${path.replace(/^\/+/, '')}`;
}

/** A location's pathname as the site's own path (`/portfolio/skills` → `/skills`), or null outside the base. */
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

/** The site's public root URL, ending with `/`: siteUrl, plus the base path when siteUrl is only an origin. */
export function siteRootUrl(siteUrl: string, base: string): string {
  const url = new URL(siteUrl);
  if (url.pathname === '/' || url.pathname === '') url.pathname = base;
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  return url.href;
}

/** A site path as an absolute URL under siteUrl, keeping siteUrl's own path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}
