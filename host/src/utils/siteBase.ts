import { routerBasename, siteRootUrl, stripBase, withBase } from '@portfolio/shared/basePath';
import { owner } from '@portfolio/shared/owner';

/**
 * The base path this build of the host is served under (`BASE_PATH`, Vite's `base`): `/` by
 * default, `/<repo>/` for a project site. Routes are written from `/`; these add or strip it.
 */
// Outside Vite (the e2e specs import the host's data in Node) there is no import.meta.env: `/`.
export const SITE_BASE: string = import.meta.env?.BASE_URL ?? '/';

/** The router's basename (react-router adds it to links and strips it from the location). */
export const ROUTER_BASENAME = routerBasename(SITE_BASE);

/** A site path (`/remotes.json`, `/images/x.svg`) as the URL path it is served at. */
export function sitePath(path: string): string {
  return withBase(SITE_BASE, path);
}

/** The route path of a location's pathname (`/portfolio/skills` → `/skills`); null outside the base. */
export function routePathOf(pathname: string): string | null {
  return stripBase(SITE_BASE, pathname);
}

/** The owner, with siteUrl as the site's root URL (the base path added to an origin-only one). */
export const SITE_OWNER = { ...owner, siteUrl: siteRootUrl(owner.siteUrl, SITE_BASE) };
