import { localeWords } from '@portfolio/shared/i18n/localeWords';
import * as en from '../lib/messages/messages/en.js';

const messages = localeWords(
  en,
  import.meta.glob<typeof en>(['../lib/messages/messages/*.js', '!**/en.js', '!**/_index.js']),
);

export const useMessages = messages.useWords;
export const loadMessages = messages.load;
