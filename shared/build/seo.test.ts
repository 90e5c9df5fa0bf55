import { describe, expect, it } from 'vitest';
import type { OwnerConfig } from '../src/owner';
import { pageMetaFor } from '../src/seo';
import { ROUTES } from '../src/routes';
import {
  headTags,
  hostPageJsonLd,
  pageJsonLd,
  previewImage,
  robotsTxt,
  sitemapXml,
  webManifest,
  webManifestPath,
} from './seo';

const owner: OwnerConfig = {
  name: 'Sam <Doe>',
  title: 'Developer',
  email: 'sam@example.com',
  city: 'Town',
  githubUrl: 'https://github.com/x',
  linkedinUrl: 'https://linkedin.com/in/x',
  siteUrl: 'https://sam.example.com/',
};

describe('pageMetaFor', () => {
  it('gives each route its own title, description and canonical URL', () => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      const meta = pageMetaFor(route.path, owner);
      expect(meta.canonical).toBe(`https://sam.example.com${route.path}`);
      expect(meta.title).toContain('Sam <Doe>');
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.description.length).toBeLessThanOrEqual(170);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(ROUTES.length);
  });
  it('matches paths loosely and has no canonical for unknown ones', () => {
    expect(pageMetaFor('/Skills/', owner).canonical).toBe('https://sam.example.com/skills');
    expect(pageMetaFor('/nope', owner)).toMatchObject({ title: 'Page not found · Sam <Doe>', canonical: null });
  });
  it('gives a page outside the header its own title, and no canonical (noindex)', () => {
    const meta = pageMetaFor('/contact/sent/', owner);
    expect(meta).toMatchObject({ title: 'Message sent · Sam <Doe>', canonical: null });
    expect(headTags(meta, owner)).toContain('<meta name="robots" content="noindex" />');
    expect(sitemapXml(owner)).not.toContain('/contact/sent');
  });
});

describe('the résumé (a page outside the header, in the sitemap)', () => {
  it('has its own title and description, a canonical URL, and is listed in the sitemap', () => {
    const meta = pageMetaFor('/resume', owner);
    expect(meta).toMatchObject({ title: 'Résumé · Sam <Doe>', canonical: 'https://sam.example.com/resume' });
    expect(meta.description).toContain('Sam <Doe>');
    expect(meta.description.length).toBeLessThanOrEqual(170);
    expect(headTags(meta, owner)).not.toContain('noindex');
    expect(sitemapXml(owner)).toContain('<loc>https://sam.example.com/resume</loc>');
  });
});

describe('headTags', () => {
  it('escapes text and carries Open Graph and Twitter tags', () => {
    const html = headTags(pageMetaFor('/projects', owner), owner);
    expect(html).toContain('<title>Projects · Sam &lt;Doe&gt;</title>');
    expect(html).toContain('<link rel="canonical" href="https://sam.example.com/projects" />');
    expect(html).toContain('<meta property="og:image" content="https://sam.example.com/og-image.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('<Doe>');
  });
  it('marks the not-found page noindex', () => {
    expect(headTags(pageMetaFor('/nope', owner), owner)).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('the preview image in each language', () => {
  const german = { ...owner, translations: { de: { title: 'Entwickler' } } };
  it("is the language's own file, its alt text with the owner's title in that language", () => {
    expect(previewImage(german)).toMatchObject({ path: '/og-image.png', alt: 'Sam <Doe>, Developer' });
    expect(previewImage(german, 'de')).toMatchObject({ path: '/og-image-de.png', alt: 'Sam <Doe>, Entwickler' });
    expect(previewImage(owner, 'de').alt).toBe('Sam <Doe>, Developer');
  });
  it('is what a page in that language names for og:image and twitter:image', () => {
    const html = headTags(pageMetaFor('/skills', german, 'de'), german, {
      languages: { locale: 'de', path: '/skills', translations: [] },
    });
    expect(html).toContain('<meta property="og:image" content="https://sam.example.com/og-image-de.png" />');
    expect(html).toContain('<meta name="twitter:image" content="https://sam.example.com/og-image-de.png" />');
    expect(html).toContain('<meta property="og:image:alt" content="Sam &lt;Doe&gt;, Entwickler" />');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).not.toContain('hreflang');
  });
});

describe('JSON-LD', () => {
  const german = { ...owner, translations: { de: { title: 'Entwickler' } } };
  const site = { '@type': 'WebSite', '@id': 'https://sam.example.com/#website', url: 'https://sam.example.com/' };
  it("makes Home a ProfilePage about the owner, in the page's language", () => {
    const home = (locale: 'en' | 'de') => hostPageJsonLd('/', pageMetaFor('/', german, locale), german, locale);
    expect(home('de')).toEqual({
      '@type': 'ProfilePage',
      name: pageMetaFor('/', german, 'de').title,
      description: pageMetaFor('/', german, 'de').description,
      mainEntity: {
        '@type': 'Person',
        '@id': 'https://sam.example.com/#person',
        name: 'Sam <Doe>',
        jobTitle: 'Entwickler',
        url: 'https://sam.example.com/',
        sameAs: ['https://github.com/x', 'https://linkedin.com/in/x'],
        image: 'https://sam.example.com/images/portrait.svg',
      },
      url: 'https://sam.example.com/de',
      inLanguage: 'de',
      isPartOf: { ...site, name: 'Sam <Doe>' },
    });
    expect(home('en')).toMatchObject({
      inLanguage: 'en',
      url: 'https://sam.example.com/',
      mainEntity: { jobTitle: 'Developer' },
    });
    expect(home('de')?.description).not.toBe(home('en')?.description);
  });
  it('makes every other indexed page a WebPage of its kind, part of the site', () => {
    const types = Object.fromEntries(
      ['/skills', '/education', '/projects', '/contact', '/resume'].map((path) => {
        const data = hostPageJsonLd(path, pageMetaFor(path, owner, 'de'), owner, 'de');
        expect(data, path).toMatchObject({
          name: pageMetaFor(path, owner, 'de').title,
          url: `https://sam.example.com/de${path}`,
          inLanguage: 'de',
          isPartOf: site,
        });
        expect(data, path).not.toHaveProperty('mainEntity');
        return [path, data?.['@type']];
      }),
    );
    expect(types).toEqual({
      '/skills': 'WebPage',
      '/education': 'WebPage',
      '/projects': 'CollectionPage',
      '/contact': 'ContactPage',
      '/resume': 'WebPage',
    });
  });
  it('gives a noindex page none', () => {
    expect(hostPageJsonLd('/contact/sent', pageMetaFor('/contact/sent', owner), owner)).toBeUndefined();
    expect(hostPageJsonLd('/nope', pageMetaFor('/nope', owner), owner)).toBeUndefined();
  });
  it("adds a remote page's URL, language, site and image to what the page says of itself", () => {
    const page = { url: 'https://sam.example.com/de/writing/hello', locale: 'de' as const, image: 'https://x/i.png' };
    expect(pageJsonLd({ '@type': 'BlogPosting', headline: 'Hallo' }, page, owner)).toEqual({
      '@type': 'BlogPosting',
      headline: 'Hallo',
      url: page.url,
      inLanguage: 'de',
      isPartOf: { ...site, name: 'Sam <Doe>' },
      image: 'https://x/i.png',
    });
    expect(pageJsonLd({ '@type': 'Blog' }, { ...page, image: undefined }, owner)).not.toHaveProperty('image');
  });
  it('is written into the head as data no text can close early', () => {
    const meta = pageMetaFor('/', owner);
    const html = headTags(meta, owner, { jsonLd: hostPageJsonLd('/', meta, owner) });
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toMatchObject({ '@context': 'https://schema.org', mainEntity: { name: 'Sam <Doe>' } });
  });
});

describe('sitemap, robots and manifest', () => {
  it('lists every route in the sitemap and points robots at it', () => {
    const xml = sitemapXml(owner);
    for (const route of ROUTES) expect(xml).toContain(`<loc>https://sam.example.com${route.path}</loc>`);
    expect(robotsTxt(owner)).toContain('Sitemap: https://sam.example.com/sitemap.xml');
  });
  it("points robots at each prefix's sitemap in every language, each once", () => {
    const lines = robotsTxt(owner)
      .split('\n')
      .filter((line) => line.startsWith('Sitemap: '));
    expect(lines).toEqual([
      'Sitemap: https://sam.example.com/sitemap.xml',
      'Sitemap: https://sam.example.com/projects/sitemap.xml',
      'Sitemap: https://sam.example.com/writing/sitemap.xml',
      'Sitemap: https://sam.example.com/de/projects/sitemap.xml',
      'Sitemap: https://sam.example.com/de/writing/sitemap.xml',
    ]);
  });
  it('describes an installable app', () => {
    const manifest = webManifest(owner, { background: '#080510', theme: '#080510' });
    expect(manifest.icons.some((icon) => icon.sizes === '512x512')).toBe(true);
    expect(manifest.start_url).toBe('/');
  });
  it("names the owner by the title in the page's language where the owner gives one", () => {
    const translated = { ...owner, title: 'Engineer', translations: { de: { title: 'Ingenieurin' } } };
    const colours = { background: '#080510', theme: '#080510' };
    expect(webManifest(translated, colours).name).toBe('Sam <Doe> · Engineer');
    expect(webManifest(translated, colours, '/', 'de').name).toBe('Sam <Doe> · Ingenieurin');
    expect(pageMetaFor('/', translated, 'de').title).toContain('Ingenieurin');
    expect(pageMetaFor('/', translated).title).toContain('Engineer');
    expect(pageMetaFor('/', owner, 'de').title).toContain(owner.title);
  });
  it('describes the app in German for the German pages, starting at the German home page', () => {
    const english = webManifest(owner, { background: '#080510', theme: '#080510' });
    const german = webManifest(owner, { background: '#080510', theme: '#080510' }, '/', 'de');
    expect(english).not.toHaveProperty('lang');
    expect(german).toMatchObject({ lang: 'de', start_url: '/de', scope: '/', name: english.name });
    expect(german.description).toMatch(/^Sam <Doe> ist Full-Stack-Entwickler/);
    expect(german.description).not.toBe(english.description);
    expect(german.icons).toEqual(english.icons);
    expect([webManifestPath('en'), webManifestPath('de')]).toEqual(['/site.webmanifest', '/de/site.webmanifest']);
    expect(webManifest(owner, { background: '#080510', theme: '#080510' }, '/portfolio/', 'de')).toMatchObject({
      start_url: '/portfolio/de',
      scope: '/portfolio/',
    });
  });
  it('puts every URL under a project site path (base path, siteUrl with a path)', () => {
    const projectSite = { ...owner, siteUrl: 'https://sam.github.io/portfolio/' };
    expect(sitemapXml(projectSite)).toContain('<loc>https://sam.github.io/portfolio/skills</loc>');
    expect(sitemapXml(projectSite)).toContain('<loc>https://sam.github.io/portfolio/</loc>');
    expect(robotsTxt(projectSite)).toContain('Sitemap: https://sam.github.io/portfolio/sitemap.xml');
    expect(headTags(pageMetaFor('/projects', projectSite), projectSite)).toContain(
      'content="https://sam.github.io/portfolio/og-image.png"',
    );
    const manifest = webManifest(owner, { background: '#080510', theme: '#080510' }, '/portfolio/');
    expect(manifest).toMatchObject({ start_url: '/portfolio/', scope: '/portfolio/' });
    expect(manifest.icons.every((icon) => icon.src.startsWith('/portfolio/'))).toBe(true);
  });
});
