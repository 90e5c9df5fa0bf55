import { routerBasename, siteRootUrl, stripBase, withBase } from '@portfolio/shared/basePath';
import { DEFAULT_LOCALE, documentLocale, localePath, splitLocale, type Locale } from '@portfolio/shared/i18n/locale';
import { owner } from '@portfolio/shared/owner';

/** The base path the host is served under (Vite's `base`); `/` outside Vite, where e2e specs import this. */
export const SITE_BASE: string = import.meta.env?.BASE_URL ?? '/';

/** The router's basename for a page in a language (`/de` under the base for German). */
export function routerBasenameFor(locale: Locale): string {
  return routerBasename(locale === DEFAULT_LOCALE ? SITE_BASE : withBase(SITE_BASE, `/${locale}/`));
}

/** A site path (`/remotes.json`) as the URL path it is served at. */
export function sitePath(path: string): string {
  return withBase(SITE_BASE, path);
}

/** A page's site path in a language as the URL path it is served at (`/skills` in German → `/portfolio/de/skills`). */
export function pagePathIn(path: string, locale: Locale): string {
  return sitePath(localePath(path, locale));
}

/**
 * The route path of a location's pathname (`/portfolio/de/skills` → `/skills` on a German page); null outside the
 * base or in another language than the page's: a link there loads its document, it is not a hop.
 */
export function routePathOf(pathname: string, pageLocale: Locale = documentLocale()): string | null {
  const path = stripBase(SITE_BASE, pathname);
  if (path === null) return null;
  const { locale, path: route } = splitLocale(path);
  return locale === pageLocale ? route : null;
}

/** The owner, with siteUrl as the site's root URL (the base path added). */
export const SITE_OWNER = { ...owner, siteUrl: siteRootUrl(owner.siteUrl, SITE_BASE) };
