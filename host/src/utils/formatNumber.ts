import type { Locale } from '@portfolio/shared/i18n/locale';

/** The BCP 47 tag a page's numbers are written in. */
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

/** A number as the page's language writes it, with exactly `fractionDigits` decimals (`3.89` → `3,89` in de). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
