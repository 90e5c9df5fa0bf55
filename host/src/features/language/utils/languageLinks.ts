import { isLocale, languageName, LOCALES, localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { prefixBase, prefixOf } from '@portfolio/shared/routes';

/** The shell of a prefix's pages is rendered at `<base>/_shell` (host/build/prerenderEntry.tsx). */
const SHELL_SEGMENT = '/_shell';

/**
 * The same page in each other language: its site path and the language's own name (`Deutsch`). A prefix's shell
 * leads to the prefix's base; `alternates` (a page's `hreflang` links) say where a page under a prefix exists.
 */
export function languageLinks(path: string, locale: Locale, alternates: Partial<Record<Locale, string>> = {}) {
  const shellPrefix = path.endsWith(SHELL_SEGMENT) ? prefixOf(path.slice(0, -SHELL_SEGMENT.length)) : undefined;
  const samePage = shellPrefix ? prefixBase(shellPrefix) : path;
  return LOCALES.filter((other) => other !== locale).map((other) => ({
    locale: other,
    path: alternates[other] ?? localePath(samePage, other),
    name: languageName(other),
  }));
}

/** The site paths of a document's `hreflang` links (absolute URLs on the site's origin). */
export function documentAlternates(doc: Document, siteRoot: string): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    if (!isLocale(link.hreflang) || !link.href.startsWith(siteRoot)) continue;
    alternates[link.hreflang] = `/${link.href.slice(siteRoot.length)}`.replace(/\/$/, '') || '/';
  }
  return alternates;
}
