import type { Locale } from '@portfolio/shared/i18n/locale';

/** The regional form each language's dates take: `7 March 2026`, `7. März 2026`. */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** `2026-03-07` in a language: the calendar date as written, in UTC, so server and browser agree. */
export function formatDate(date: string, locale: Locale = 'en'): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
