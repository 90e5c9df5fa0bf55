import * as de from './messages/messages/de.js';
import * as en from './messages/messages/en.js';

/** This app's words by locale, compiled from messages/<locale>.json: for components (useMessages) and the build. */
export const MESSAGES = { en, de };
