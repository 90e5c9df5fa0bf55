import { localeWords } from '@portfolio/shared/i18n/localeWords';
import en from '../lib/messages/words/en.js';

const messages = localeWords(
  en,
  import.meta.glob<typeof en>(['../lib/messages/words/*.js', '!**/en.js'], { import: 'default' }),
);

export const useMessages = messages.useWords;
export const loadMessages = messages.load;
