import { describe, expect, it } from 'vitest';
import { RELEASE_TOKEN } from '@portfolio/shared/federation/fragmentFile';
import { FEDERATION_CONTRACT_VERSION } from '@portfolio/shared/federation/version';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from './fragmentBody';

describe('sectionMarkupUrl', () => {
  const major = FEDERATION_CONTRACT_VERSION.split('.')[0];

  it("names the body fragment of the host's contract major in the release of the entry", () => {
    expect(sectionMarkupUrl('http://localhost:4174/r12/remoteEntry.js?v=3', 'en')).toBe(
      `http://localhost:4174/r12/fragment.contract-${major}.html`,
    );
  });

  it('names the fragment in the page’s language', () => {
    expect(sectionMarkupUrl('https://cdn.example/skills/remoteEntry.js', 'de')).toBe(
      `https://cdn.example/skills/de/fragment.contract-${major}.html`,
    );
  });

  it('uses the release base of the entry', () => {
    expect(releaseBaseOf('http://x:8081/ab12/remoteEntry.js?v=1#y')).toBe('http://x:8081/ab12/');
  });
});

describe('sectionMarkupOf', () => {
  it('returns the wrapper content with the release token replaced', () => {
    const file = `<div data-mf-remote="projects"><section><img src="${RELEASE_TOKEN}a.webp" alt=""></section></div>\n`;
    expect(sectionMarkupOf(file, 'projects', 'http://p/r1/')).toBe(
      '<section><img src="http://p/r1/a.webp" alt=""></section>',
    );
  });

  it('refuses a file that is not the named section wrapper', () => {
    expect(sectionMarkupOf('<div data-mf-remote="skills"><p>x</p></div>', 'projects', 'http://p/')).toBeNull();
    expect(sectionMarkupOf('<p>x</p>', 'projects', 'http://p/')).toBeNull();
    expect(sectionMarkupOf('<div data-mf-remote="projects"></div>', 'projects', 'http://p/')).toBeNull();
    expect(sectionMarkupOf('<!doctype html><html></html>', 'projects', 'http://p/')).toBeNull();
  });
});
