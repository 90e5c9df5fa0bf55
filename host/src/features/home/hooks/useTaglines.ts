import { localeWords } from '@portfolio/shared/i18n/localeWords';
import { TAGLINES } from '../data/taglines';

/** The tagline phrases in the page's language (data/taglines.<locale>.ts). */
export const { useWords: useTaglines, load: loadTaglines } = localeWords<readonly string[]>(
  TAGLINES,
  import.meta.glob<readonly string[]>(['../data/taglines.*.ts', '!**/*.test.ts'], { import: 'default' }),
  { whenAsked: true },
);
