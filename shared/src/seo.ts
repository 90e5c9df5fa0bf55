/** A page's title, description and canonical URL, for the browser and the build alike. */
import { absoluteUrl } from './basePath';
import { DEFAULT_LOCALE, localePath, type Locale } from './i18n/locale';
import { fillOwner, type OwnerConfig } from './owner';
import { inLocale, NOT_FOUND_META, PAGES, ROUTES, type EntryWords } from './routes';

export function normaliseRoutePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A page's head in a language; `pathname` is its site path without the language segment. `words`: the entries'
 * words in that language where the entries hold none (the host's browser bundle, `inLocale`). The canonical URL
 * is absolute; null for the pages outside the sitemap, which get noindex.
 */
export function pageMetaFor(pathname: string, owner: OwnerConfig, locale: Locale = DEFAULT_LOCALE, words?: EntryWords) {
  const path = normaliseRoutePath(pathname);
  const route = ROUTES.find((candidate) => candidate.path === path);
  const page = PAGES.find((candidate) => candidate.path === path);
  const source = inLocale(route ?? page ?? NOT_FOUND_META, locale, words);
  const indexed = route ?? (page?.sitemap ? page : null);
  return {
    title: fillOwner(source.title, owner, locale),
    description: fillOwner(source.description, owner, locale),
    canonical: indexed ? absoluteUrl(owner.siteUrl, localePath(indexed.path, locale)) : null,
  };
}

/** A page's `hreflang` targets in every language it exists in, and `x-default` for the default language's. */
export function hreflangTargets(siteUrl: string, path: string, translations: readonly Locale[]) {
  const target = (hreflang: string, locale: Locale) => ({
    hreflang,
    href: absoluteUrl(siteUrl, localePath(path, locale)),
  });
  return [
    ...translations.map((locale) => target(locale, locale)),
    ...(translations.includes(DEFAULT_LOCALE) ? [target('x-default', DEFAULT_LOCALE)] : []),
  ];
}
