/** Types for noJsAnswer.mjs (the root tsconfig does not check JavaScript). */
import type { IncomingHttpHeaders } from 'node:http';

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message';

export const NO_JS_TEXT: { sent: string; invalid: string; failed: string };
export const FIELD_MESSAGES: Record<'name' | 'emailRequired' | 'emailInvalid' | 'subject' | 'message', string>;
export const NO_JS_CSP: string;
export function validateNoJs(fields: Map<string, string>): { field: ContactFieldName; message: string }[];
export function wantsHtml(headers: IncomingHttpHeaders): boolean;
export function backLink(referer: string | undefined, origin: string | undefined): string | null;
export function noJsPage(page: { ok: boolean; heading: string; errors?: string[]; back: string | null }): string;
export function redirectTarget(
  value: string | undefined,
  origin: string | undefined,
  allowedOrigins: readonly string[],
): string | null;
