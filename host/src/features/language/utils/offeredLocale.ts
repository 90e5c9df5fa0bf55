import { LOCALES, type Locale } from '@portfolio/shared/i18n/locale';

/**
 * The language to offer a visitor on a page in `pageLocale`: the first of the browser's preferred languages that the
 * site has, when it is not the page's; null otherwise (`de-AT` counts as `de`).
 */
export function offeredLocale(pageLocale: Locale, preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    const locale = LOCALES.find((candidate) => candidate === language);
    if (locale) return locale === pageLocale ? null : locale;
  }
  return null;
}
