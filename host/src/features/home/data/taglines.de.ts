import type { SameLength } from '../../../types/sameLength';
import type { TAGLINES } from './taglines';

/** The tagline phrases in German, one per English phrase, in the same order. */
const TAGLINES_DE: SameLength<typeof TAGLINES, string> = [
  'Full-Stack-Entwickler & UI/UX-Enthusiast',
  'JavaScript- & MERN-Stack-Entwickler',
  'Lerne gerade React Native',
  'Django- & Laravel-Entwickler',
];

export default TAGLINES_DE;
