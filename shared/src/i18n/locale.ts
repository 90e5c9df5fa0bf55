import config from '../../build/apps.json' with { type: 'json' };

/** The site's languages; the first is the default, served at the unprefixed paths. */
export const LOCALES = config.locales as readonly Locale[];
export type Locale = 'en' | 'de';
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A site path's language and the path without its language segment: `/de/skills` → de, `/skills`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const [, first, rest = ''] = /^\/([^/]+)(\/.*)?$/.exec(path) ?? [];
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: rest || '/' };
  return { locale: DEFAULT_LOCALE, path };
}

/** A site path in a language: `/skills` in de → `/de/skills`; the default language has no segment. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
