import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  hasErrors,
  isEmailShaped,
  refusedFieldMessages,
  trimValues,
  validateContact,
  type ContactValues,
} from './validation';

const VALID: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question.',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(VALID)).toEqual({});
    expect(hasErrors(validateContact(VALID))).toBe(false);
  });

  it('reports every empty field at once, with the spec messages', () => {
    const errors = validateContact({ name: '', email: '', subject: '', message: '' });
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('requires %s on its own', (field) => {
    const errors = validateContact({ ...VALID, [field]: '' });
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('treats whitespace-only values as empty (values are trimmed)', () => {
    const errors = validateContact({ name: '   ', email: '\t', subject: '\n \n', message: '  \u00a0 ' });
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('checks the trimmed email, not the raw one', () => {
    expect(validateContact({ ...VALID, email: '  ada@example.com  ' })).toEqual({});
  });

  it("says 'Email is invalid' for an address without the text@text.text shape", () => {
    for (const email of [
      'ada',
      'ada@example',
      'ada.example.com',
      '@example.com',
      'ada@.com',
      'ada@example.',
      'ada @example.com',
      'ada@exa mple.com',
    ]) {
      expect(validateContact({ ...VALID, email }), email).toEqual({ email: 'Email is invalid' });
    }
  });

  it('reports invalid email and other empty fields together', () => {
    expect(validateContact({ name: 'A', email: 'nope', subject: '', message: 'x' })).toEqual({
      email: 'Email is invalid',
      subject: 'Subject is required',
    });
  });
});

describe('isEmailShaped', () => {
  it.each(['a@b.c', 'ada.lovelace+site@mail.example.co.uk', 'ü@例え.jp'])('accepts %s', (email) => {
    expect(isEmailShaped(email)).toBe(true);
  });
});

describe('trimValues', () => {
  it('trims every field and keeps inner whitespace and line breaks', () => {
    expect(
      trimValues({ name: '  Ada  ', email: ' a@b.c ', subject: '\tHi there\t', message: '\n line one\n\nline two \n' }),
    ).toEqual({
      name: 'Ada',
      email: 'a@b.c',
      subject: 'Hi there',
      message: 'line one\n\nline two',
    });
  });
});

describe('firstInvalidField', () => {
  it('follows form order', () => {
    expect(firstInvalidField({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ subject: 'x' })).toBe('subject');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('refusedFieldMessages', () => {
  it("gives each field the spec's message for a refused send, empty or filled", () => {
    expect(refusedFieldMessages()).toEqual({
      name: { empty: 'Name is required', filled: 'Name is required' },
      email: { empty: 'Email is required', filled: 'Email is invalid' },
      subject: { empty: 'Subject is required', filled: 'Subject is required' },
      message: { empty: 'Message is required', filled: 'Message is required' },
    });
  });
});
