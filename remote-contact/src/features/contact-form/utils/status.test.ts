import { describe, expect, it } from 'vitest';
import { STATUS_TEXT, statusTone } from './status';

describe('statusTone', () => {
  it("is green only when the text contains 'success'", () => {
    expect(statusTone('Message sent successfully!', false)).toBe('success');
    expect(statusTone('Recorded: success', false)).toBe('success');
  });

  it('is red for every other settled status, including server messages', () => {
    for (const text of [
      STATUS_TEXT.invalid,
      STATUS_TEXT.rejected,
      STATUS_TEXT.failed,
      'Invalid access key',
      'Success',
    ]) {
      expect(statusTone(text, false), text).toBe('error');
    }
  });

  it('is neutral while sending and empty before anything happened', () => {
    expect(statusTone(STATUS_TEXT.sending, true)).toBe('pending');
    expect(statusTone('', false)).toBe('none');
  });

  it('keeps the spec texts to the letter', () => {
    expect(STATUS_TEXT.invalid).toBe('Please fill in all required fields correctly.');
    expect(STATUS_TEXT.sent).toBe('Message sent successfully!');
    expect(STATUS_TEXT.rejected).toBe('There was an error sending your message.');
    expect(STATUS_TEXT.failed).toBe('An error occurred. Please try again.');
  });
});
