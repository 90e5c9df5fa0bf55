import { localeWords } from '@portfolio/shared/i18n/localeWords';
import { EDUCATION, EDUCATION_SUBTITLE, type Education } from '../data/education';

/** The Education page's subtitle and entries in the page's language (data/education.<locale>.ts). */
export const { useWords: useEducation, load: loadEducation } = localeWords<Education>(
  { subtitle: EDUCATION_SUBTITLE, entries: EDUCATION },
  import.meta.glob<Education>(['../data/education.*.ts', '!**/*.test.ts'], { import: 'default' }),
  { whenAsked: true },
);
