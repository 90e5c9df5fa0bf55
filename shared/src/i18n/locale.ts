import { localePathOf, splitLocalePath } from '../../build/localePaths.mjs';
import { SITE_LOCALE_NAMES, SITE_LOCALES, type SiteLocale } from '../lib/messages/locales';

/** A language of the site: one of apps.json's `locales` (written into ../lib/messages/locales.ts by `npm run messages`). */
export type Locale = SiteLocale;

/** The site's languages; the first is the default, served at the unprefixed paths. */
export const LOCALES: readonly Locale[] = SITE_LOCALES;
export const DEFAULT_LOCALE = LOCALES[0] as Locale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A site path's language and the path without its language segment: `/de/skills` → de, `/skills`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  return splitLocalePath(path, LOCALES) as { locale: Locale; path: string };
}

/** The language of the page a document holds (`<html lang>`, written per page at build time). */
export function documentLocale(doc: Document = document): Locale {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** A site path in a language: `/skills` in de → `/de/skills`; the default language has no segment. */
export function localePath(path: string, locale: Locale): string {
  return localePathOf(path, locale, LOCALES);
}

/** A language's own name, as a reader of it looks for it: `English`, `Deutsch`. */
export function languageName(locale: Locale): string {
  return SITE_LOCALE_NAMES[locale];
}
