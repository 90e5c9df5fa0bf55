import { describe, expect, it } from 'vitest';
import { resultPageIn } from './formServiceConfig';

describe('resultPageIn', () => {
  it('keeps the English result page as it is', () => {
    expect(resultPageIn('/contact/sent', 'en')).toBe('/contact/sent');
    expect(resultPageIn('https://example.com/contact/sent', 'en')).toBe('https://example.com/contact/sent');
  });

  it('puts the language before the result page, after any base path', () => {
    expect(resultPageIn('/contact/sent', 'de')).toBe('/de/contact/sent');
    expect(resultPageIn('https://example.com/contact/sent', 'de')).toBe('https://example.com/de/contact/sent');
    expect(resultPageIn('https://example.github.io/portfolio/contact/sent', 'de')).toBe(
      'https://example.github.io/portfolio/de/contact/sent',
    );
  });

  it('keeps a configured redirect to another page as it is', () => {
    expect(resultPageIn('https://example.com/thanks', 'de')).toBe('https://example.com/thanks');
  });
});
