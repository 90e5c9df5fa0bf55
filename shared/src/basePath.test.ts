import { describe, expect, it } from 'vitest';
import { routerBasename, siteRootUrl, stripBase, withBase } from './basePath';

describe('withBase', () => {
  it('leaves paths alone under /', () => {
    expect(withBase('/', '/skills')).toBe('/skills');
    expect(withBase('/', '/')).toBe('/');
  });
  it('puts the path under the base', () => {
    expect(withBase('/portfolio/', '/skills')).toBe('/portfolio/skills');
    expect(withBase('/portfolio/', '/')).toBe('/portfolio/');
    expect(withBase('/portfolio/', 'remotes.json')).toBe('/portfolio/remotes.json');
    expect(withBase('/a/b/', '/assets/x.js')).toBe('/a/b/assets/x.js');
  });
});

describe('stripBase', () => {
  it('is the pathname itself under /', () => {
    expect(stripBase('/', '/skills')).toBe('/skills');
  });
  it("gives the site's own path", () => {
    expect(stripBase('/portfolio/', '/portfolio/skills')).toBe('/skills');
    expect(stripBase('/portfolio/', '/portfolio/contact/sent')).toBe('/contact/sent');
    expect(stripBase('/portfolio/', '/portfolio/')).toBe('/');
    expect(stripBase('/portfolio/', '/portfolio')).toBe('/');
  });
  it('is null outside the base (a prefix of a segment is not the base)', () => {
    expect(stripBase('/portfolio/', '/skills')).toBeNull();
    expect(stripBase('/portfolio/', '/portfolio2/skills')).toBeNull();
  });
  it('undoes withBase', () => {
    for (const path of ['/', '/skills', '/contact/sent'])
      expect(stripBase('/portfolio/', withBase('/portfolio/', path))).toBe(path);
  });
});

describe('routerBasename', () => {
  it('drops the trailing slash', () => {
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('/portfolio/')).toBe('/portfolio');
  });
});

describe('siteRootUrl', () => {
  it('adds the base to an origin-only siteUrl', () => {
    expect(siteRootUrl('https://me.github.io', '/portfolio/')).toBe('https://me.github.io/portfolio/');
    expect(siteRootUrl('https://portfolio.example.com', '/')).toBe('https://portfolio.example.com/');
  });
  it('keeps a siteUrl that has a path of its own', () => {
    expect(siteRootUrl('https://me.github.io/portfolio', '/portfolio/')).toBe('https://me.github.io/portfolio/');
    expect(siteRootUrl('https://cdn.example/site/', '/')).toBe('https://cdn.example/site/');
  });
});
