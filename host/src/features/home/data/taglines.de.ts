import type { Translation } from '../../../types/translation';
import type { TAGLINES } from './taglines';

/** The tagline phrases in German, one per English phrase, in the same order. */
export default [
  'Full-Stack-Entwickler & UI/UX-Enthusiast',
  'JavaScript- & MERN-Stack-Entwickler',
  'Lerne gerade React Native',
  'Django- & Laravel-Entwickler',
] satisfies Translation<typeof TAGLINES>;
