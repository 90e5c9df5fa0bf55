import en from './messages/words/en.js';

/** This app's words, compiled from messages/<locale>.json: one function per key. */
export type Messages = typeof en;

/** The default language's words: what a helper says when it is given none. */
export const DEFAULT_MESSAGES: Messages = en;
