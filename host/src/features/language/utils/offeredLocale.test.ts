import { describe, expect, it } from 'vitest';
import { offeredLocale } from './offeredLocale';

describe('offeredLocale', () => {
  it('offers the first preferred language the site has, when the page is in another', () => {
    expect(offeredLocale('en', ['de-AT', 'en'])).toBe('de');
    expect(offeredLocale('en', ['fr', 'de'])).toBe('de');
    expect(offeredLocale('de', ['en-GB', 'de'])).toBe('en');
  });

  it('offers nothing when the page is already in the first such language, or the site has none of them', () => {
    expect(offeredLocale('en', ['en-US', 'de'])).toBeNull();
    expect(offeredLocale('de', ['de-DE'])).toBeNull();
    expect(offeredLocale('en', ['fr', 'es'])).toBeNull();
    expect(offeredLocale('en', [])).toBeNull();
  });
});
