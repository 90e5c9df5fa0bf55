import { messagesHook } from '@portfolio/shared/i18n/LocaleContext';
import type { Locale } from '@portfolio/shared/i18n/locale';
import * as de from '../lib/messages/messages/de.js';
import * as en from '../lib/messages/messages/en.js';

const catalogs = { en, de };

export type Messages = typeof en;

export const useMessages = messagesHook(catalogs);

/** A language's words outside a component: a page's head, its preview image. */
export function messagesIn(locale: Locale): Messages {
  return catalogs[locale];
}
