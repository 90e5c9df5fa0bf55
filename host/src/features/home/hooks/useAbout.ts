import { localeWords } from '@portfolio/shared/i18n/localeWords';
import { ABOUT, type About } from '../data/about';

/** The About section in the page's language (data/about.<locale>.ts). */
export const { useWords: useAbout, load: loadAbout } = localeWords<About>(
  ABOUT,
  import.meta.glob<About>(['../data/about.*.ts', '!**/*.test.ts'], { import: 'default' }),
  { whenAsked: true },
);
