import { isLocale, type Locale } from '@portfolio/shared/i18n/locale';

/** The first of the browser's languages the site has (`de-AT` counts as `de`), unless it is the page's; else null. */
export function offeredLocale(pageLocale: Locale, preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language === pageLocale ? null : language;
  }
  return null;
}
