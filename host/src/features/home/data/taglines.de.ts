import type { Locale } from '@portfolio/shared/i18n/locale';
import type { SameLength } from '../../../types/sameLength';
import { TAGLINES } from './taglines';

/** The tagline phrases in German, one per English phrase, in the same order. */
export const TAGLINES_DE: SameLength<typeof TAGLINES, string> = [
  'Full-Stack-Entwickler & UI/UX-Enthusiast',
  'JavaScript- & MERN-Stack-Entwickler',
  'Lerne gerade React Native',
  'Django- & Laravel-Entwickler',
];

/** The tagline phrases in a language. */
export function taglinesIn(locale: Locale): readonly string[] {
  return locale === 'de' ? TAGLINES_DE : TAGLINES;
}
