import { localeWords } from '@portfolio/shared/i18n/localeWords';

/** Spec 2 and 9: the four tagline phrases, in order, and the rotation step. */
export const TAGLINES = [
  'Full-Stack Developer & UI/UX Enthusiast',
  'JavaScript & MERN Stack Developer',
  'Learning React Native',
  'Django & Laravel Developer',
] as const;

export const TAGLINE_INTERVAL_MS = 3000;

const taglines = localeWords<readonly string[]>(
  TAGLINES,
  import.meta.glob<readonly string[]>(['./taglines.*.ts', '!**/*.test.ts'], { import: 'default' }),
);

/** The tagline phrases in the page's language (taglines.<locale>.ts). */
export const useTaglines = taglines.useWords;
export const loadTaglines = taglines.load;
