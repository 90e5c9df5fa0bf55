/**
 * The status line under the form: its texts (spec sections 4 and 8, to the letter)
 * and its colour rule.
 */
import { MESSAGE_SENT_TEXT } from '@portfolio/shared/contactResult';

export const STATUS_TEXT = {
  invalid: 'Please fill in all required fields correctly.',
  sent: MESSAGE_SENT_TEXT,
  rejected: 'There was an error sending your message.',
  failed: 'An error occurred. Please try again.',
  sending: 'Sending your message…',
} as const;

export type StatusTone = 'success' | 'error' | 'pending' | 'none';

/**
 * Green only when the text contains 'success' (spec section 4); every other
 * settled status is an error. While a send is in flight the status is neutral.
 */
export function statusTone(text: string, sending: boolean): StatusTone {
  if (!text) return 'none';
  if (sending) return 'pending';
  return text.includes('success') ? 'success' : 'error';
}
