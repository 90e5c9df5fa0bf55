import { messagesHook } from '@portfolio/shared/i18n/LocaleContext';
import * as de from '../lib/messages/messages/de.js';
import * as en from '../lib/messages/messages/en.js';

/** The host's words in every language (the language offer speaks the language it offers). */
export const MESSAGES = { en, de };

export const useMessages = messagesHook(MESSAGES);
