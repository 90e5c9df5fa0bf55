import { routerBasename, siteRootUrl, stripBase, withBase } from '@portfolio/shared/basePath';
import { owner } from '@portfolio/shared/owner';

/** The base path the host is served under (Vite's `base`); `/` outside Vite, where e2e specs import this. */
export const SITE_BASE: string = import.meta.env?.BASE_URL ?? '/';

export const ROUTER_BASENAME = routerBasename(SITE_BASE);

/** A site path (`/remotes.json`) as the URL path it is served at. */
export function sitePath(path: string): string {
  return withBase(SITE_BASE, path);
}

/** The route path of a location's pathname (`/portfolio/skills` → `/skills`); null outside the base. */
export function routePathOf(pathname: string): string | null {
  return stripBase(SITE_BASE, pathname);
}

/** The owner, with siteUrl as the site's root URL (the base path added). */
export const SITE_OWNER = { ...owner, siteUrl: siteRootUrl(owner.siteUrl, SITE_BASE) };
