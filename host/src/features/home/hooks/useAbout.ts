import { localeWords } from '@portfolio/shared/i18n/localeWords';
import { ABOUT, type About } from '../data/about';

const about = localeWords<About>(
  ABOUT,
  import.meta.glob<About>(['../data/about.*.ts', '!**/*.test.ts'], { import: 'default' }),
);

/** The About section in the page's language (data/about.<locale>.ts). */
export const useAbout = about.useWords;
export const loadAbout = about.load;
