import { messagesHook } from '@portfolio/shared/i18n/LocaleContext';
import { CATALOGS } from '../lib/catalogs';

export const useMessages = messagesHook(CATALOGS);
