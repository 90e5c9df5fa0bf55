import { messagesHook } from '@portfolio/shared/i18n/LocaleContext';
import * as de from '../lib/messages/messages/de.js';
import * as en from '../lib/messages/messages/en.js';

export const useMessages = messagesHook({ en, de });
