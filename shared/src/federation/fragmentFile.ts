/** The browser's side of shared/build/fragment.mjs (fragment.test.ts checks the two agree). */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';

/** Stands for the release's base URL in a fragment file; servers replace it when they compose. */
export const RELEASE_TOKEN = '/__mf_release__/';

/** The body fragment for a host of contract `major`, in a language (`de/…` but in the first). */
export function fragmentBodyFile(major: number | string, locale: Locale = DEFAULT_LOCALE): string {
  return `${locale === DEFAULT_LOCALE ? '' : `${locale}/`}fragment.contract-${major}.html`;
}
