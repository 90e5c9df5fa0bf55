import type { Locale } from '@portfolio/shared/i18n/locale';
import * as de from './messages/messages/de.js';
import * as en from './messages/messages/en.js';

/** This app's words, compiled from messages/<locale>.json: one function per key. */
export type Messages = typeof en;

export const CATALOGS = { en, de } satisfies Record<Locale, Messages>;
