import { localeWords } from '@portfolio/shared/i18n/localeWords';
import en from '../lib/messages/words/en.js';

export const { useWords: useMessages, load: loadMessages } = localeWords(
  en,
  import.meta.glob<typeof en>(['../lib/messages/words/*.js', '!**/en.js'], { import: 'default' }),
);
