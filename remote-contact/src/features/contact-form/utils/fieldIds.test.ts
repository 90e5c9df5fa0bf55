import { describe, expect, it } from 'vitest';
import { contactErrorId, contactId } from './fieldIds';

describe('contact ids', () => {
  it('are the section name and the part', () => {
    expect(contactId('heading')).toBe('contact-heading');
    expect(contactId('name')).toBe('contact-name');
    expect(contactErrorId('email')).toBe('contact-email-error');
  });

  it('are valid, stable slugs whatever the input', () => {
    expect(contactId(' Message Body ')).toBe('contact-message-body');
    expect(contactId('a/b')).toBe(contactId('a/b'));
    expect(() => contactId('--')).toThrow(/no letters or digits/);
  });
});
