// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteRootUrl } from '../../shared/src/basePath';
import { LOCALES } from '../../shared/src/i18n/locale';
import { owner, ownerTitleIn } from '../../shared/src/owner';
import { fillPage } from './prerender';

const root = siteRootUrl(owner.siteUrl, '/');

const hostRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const template = readFileSync(resolve(hostRoot, 'index.html'), 'utf8');

describe('a pre-rendered page', () => {
  it('links the web manifest in its language', () => {
    expect(fillPage(template, '/resume', '', '/', 'en')).toContain('<link rel="manifest" href="/site.webmanifest" />');
    const german = fillPage(template, '/resume', '', '/', 'de');
    expect(german).toContain('<link rel="manifest" href="/de/site.webmanifest" />');
    expect(german).not.toContain('href="/site.webmanifest"');
  });

  it("waits for Home's hero before its first paint on a wide screen, for the start of <main> elsewhere", () => {
    const expects = (path: string) => fillPage(template, path, '', '/', 'de').match(/<link rel="expect"[^>]*>/g);
    expect(expects('/')).toEqual([
      '<link rel="expect" href="#main" blocking="render" />',
      '<link rel="expect" href="#about" media="(min-width: 64rem)" blocking="render" />',
    ]);
    expect(expects('/skills')).toEqual(['<link rel="expect" href="#main" blocking="render" />']);
    // Pre-rendering starts from the built index.html, which is Home's page.
    const home = fillPage(template, '/', '', '/', 'en');
    expect(fillPage(home, '/skills', '', '/', 'en')).not.toContain('href="#about"');
    expect(fillPage(home, '/', '', '/', 'en').match(/href="#about" media/g)).toHaveLength(1);
  });

  it('links it under the base path', () => {
    const based = template.replace('href="/site.webmanifest"', 'href="/portfolio/site.webmanifest"');
    expect(fillPage(based, '/', '', '/portfolio/', 'de')).toContain(
      '<link rel="manifest" href="/portfolio/de/site.webmanifest" />',
    );
  });

  it('names the preview image in its language, in og:image and twitter:image, with its alt text in that language', () => {
    const image = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const english = fillPage(template, '/resume', '', '/', 'en');
    for (const path of ['/resume', '/contact/sent', '/404']) {
      const german = fillPage(template, path, '', '/', 'de');
      expect(image(german), path).toBe(`${root}og-image-de.png`);
      expect(german).toContain(`<meta name="twitter:image" content="${image(german)}" />`);
      expect(german).toContain(
        `<meta property="og:image:alt" content="${owner.name}, ${ownerTitleIn(owner, 'de')}" />`,
      );
    }
    expect(image(english)).toBe(`${root}og-image.png`);
    expect(english).toContain(`<meta property="og:image:alt" content="${owner.name}, ${owner.title}" />`);
    for (const locale of LOCALES) {
      const file = new URL(image(fillPage(template, '/', '', '/', locale))!).pathname;
      expect(existsSync(resolve(hostRoot, 'public', file.slice(1))), `${file}: run npm run brand-images`).toBe(true);
    }
  });

  it('carries JSON-LD in its language on an indexed page, none on a noindex one', () => {
    const jsonLd = (html: string) => {
      const found = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
    };
    expect(jsonLd(fillPage(template, '/', '', '/', 'de'))).toMatchObject({
      '@type': 'ProfilePage',
      url: `${root}de`,
      inLanguage: 'de',
      mainEntity: { '@type': 'Person', name: owner.name, jobTitle: ownerTitleIn(owner, 'de') },
    });
    expect(jsonLd(fillPage(template, '/skills', '', '/portfolio/', 'en'))).toMatchObject({
      '@type': 'WebPage',
      url: `${siteRootUrl(owner.siteUrl, '/portfolio/')}skills`,
      inLanguage: 'en',
      isPartOf: { '@type': 'WebSite', url: siteRootUrl(owner.siteUrl, '/portfolio/') },
    });
    expect(jsonLd(fillPage(template, '/contact/sent', '', '/', 'de'))).toBeNull();
    expect(jsonLd(fillPage(template, '/404', '', '/', 'en'))).toBeNull();
  });
});
