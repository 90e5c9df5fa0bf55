import { messagesHook } from '@portfolio/shared/i18n/LocaleContext';
import { MESSAGES } from '../lib/catalogs';

export const useMessages = messagesHook(MESSAGES);
