import { describe, expect, it } from 'vitest';
import { applyDocumentMeta } from './documentMeta';
import { hreflangTargets } from './seo';

const SITE = 'https://portfolio.example.com';

function documentOf(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

const hreflangs = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
    (link) => `${link.hreflang} ${link.href}`,
  );

describe('applyDocumentMeta', () => {
  const head = [
    '<title>Skills</title>',
    `<link rel="canonical" href="${SITE}/skills">`,
    `<link rel="alternate" hreflang="en" href="${SITE}/skills">`,
    `<link rel="alternate" hreflang="de" href="${SITE}/de/skills">`,
    `<link rel="alternate" hreflang="x-default" href="${SITE}/skills">`,
    `<link rel="alternate" type="application/atom+xml" href="${SITE}/writing/feed.xml" title="Feed">`,
  ].join('');
  const education = { title: 'Education', description: 'Where I studied.', canonical: `${SITE}/education` };

  it("replaces the last page's hreflang links with the new page's, in the same place", () => {
    const doc = documentOf(head);
    applyDocumentMeta({ ...education, languages: hreflangTargets(SITE, '/education', ['en', 'de']) }, doc);
    expect(hreflangs(doc)).toEqual([`en ${SITE}/education`, `de ${SITE}/de/education`, `x-default ${SITE}/education`]);
    expect(doc.head.querySelector('link[rel="canonical"]')?.nextElementSibling?.getAttribute('hreflang')).toBe('en');
    expect(doc.head.querySelector('link[type="application/atom+xml"]')).not.toBeNull();
  });

  it('removes them on a page that names none, and leaves them when told nothing', () => {
    const noindex = documentOf(head);
    applyDocumentMeta({ ...education, canonical: null, languages: [] }, noindex);
    expect(hreflangs(noindex)).toEqual([]);
    const untouched = documentOf(head);
    applyDocumentMeta(education, untouched);
    expect(hreflangs(untouched)).toHaveLength(3);
    expect(hreflangs(untouched)[1]).toBe(`de ${SITE}/de/skills`);
  });

  it('keeps the same elements when the links are already right', () => {
    const doc = documentOf(head);
    const before = doc.head.querySelector('link[hreflang="de"]');
    applyDocumentMeta({ ...education, languages: hreflangTargets(SITE, '/skills', ['en', 'de']) }, doc);
    expect(doc.head.querySelector('link[hreflang="de"]')).toBe(before);
  });
});
