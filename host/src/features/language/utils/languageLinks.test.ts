import { describe, expect, it } from 'vitest';
import { documentAlternates, languageLinks } from './languageLinks';

describe('languageLinks', () => {
  it('leads to the same page in the other language, named in that language', () => {
    expect(languageLinks('/skills', 'en')).toEqual([{ locale: 'de', path: '/de/skills', name: 'Deutsch' }]);
    expect(languageLinks('/', 'de')).toEqual([{ locale: 'en', path: '/', name: 'English' }]);
  });

  it('leads from a prefix’s shell to the prefix’s base, and to the page its hreflang links name', () => {
    expect(languageLinks('/writing/_shell', 'en')[0]?.path).toBe('/de/writing');
    expect(languageLinks('/writing/a-post', 'de', { en: '/writing/a-post' })[0]?.path).toBe('/writing/a-post');
  });
});

describe('documentAlternates', () => {
  it('reads the hreflang links of the site’s own pages', () => {
    document.head.innerHTML = [
      '<link rel="alternate" hreflang="en" href="https://site.example/writing/x">',
      '<link rel="alternate" hreflang="de" href="https://site.example/de/writing/x">',
      '<link rel="alternate" hreflang="x-default" href="https://site.example/writing/x">',
      '<link rel="alternate" hreflang="de" href="https://elsewhere.example/de">',
    ].join('');
    expect(documentAlternates(document, 'https://site.example/')).toEqual({ en: '/writing/x', de: '/de/writing/x' });
  });
});
