import { describe, expect, it } from 'vitest';
import { languageName, localePath, splitLocale } from './locale';

describe('splitLocale', () => {
  it('reads the language segment and leaves the site path', () => {
    expect(splitLocale('/de/skills')).toEqual({ locale: 'de', path: '/skills' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocale('/de/projects/blog')).toEqual({ locale: 'de', path: '/projects/blog' });
  });

  it('takes a path without a language segment as the default language', () => {
    expect(splitLocale('/skills')).toEqual({ locale: 'en', path: '/skills' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/skills')).toEqual({ locale: 'en', path: '/en/skills' });
    expect(splitLocale('/delta')).toEqual({ locale: 'en', path: '/delta' });
  });
});

describe('localePath', () => {
  it('adds the segment for every language but the default, and round-trips', () => {
    expect(localePath('/skills', 'de')).toBe('/de/skills');
    expect(localePath('/', 'de')).toBe('/de');
    expect(localePath('/skills', 'en')).toBe('/skills');
    for (const path of ['/', '/skills', '/writing/page/2'])
      for (const locale of ['en', 'de'] as const)
        expect(splitLocale(localePath(path, locale))).toEqual({ locale, path });
  });
});

describe('languageName', () => {
  it('names a language in itself, as its readers look for it', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('Deutsch');
  });
});
