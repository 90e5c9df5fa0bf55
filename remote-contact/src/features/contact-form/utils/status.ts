/**
 * The status line under the form: its texts (spec sections 4 and 8, to the letter in English)
 * and its colour rule.
 */
import { DEFAULT_MESSAGES, type Messages } from '../../../lib/catalogs';

export type StatusTexts = Record<'invalid' | 'sent' | 'rejected' | 'failed' | 'sending', string>;

export function statusTexts(m: Messages): StatusTexts {
  return {
    invalid: m.status_invalid({}),
    sent: m.status_sent({}),
    rejected: m.status_rejected({}),
    failed: m.status_failed({}),
    sending: m.status_sending({}),
  };
}

export const STATUS_TEXT = statusTexts(DEFAULT_MESSAGES);

export type StatusTone = 'success' | 'error' | 'pending' | 'none';

/**
 * Green only when the text contains 'success' (spec section 4), or the page's language's word for
 * it; every other settled status is an error. While a send is in flight the status is neutral.
 */
export function statusTone(
  text: string,
  sending: boolean,
  successWord = DEFAULT_MESSAGES.status_success_marker({}),
): StatusTone {
  if (!text) return 'none';
  if (sending) return 'pending';
  return text.includes(successWord) ? 'success' : 'error';
}
