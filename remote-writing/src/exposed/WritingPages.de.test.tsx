import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrationProblemsInHost } from '@portfolio/shared/federation/hydrationCheck.testing';
import type { SectionProps } from '@portfolio/shared/federation/contract';
import LatestWriting from './LatestWriting';
import WritingPages, { pageFiles, pageHead, pagePaths, preloadPage } from './WritingPages';

const GERMAN_POST = '/writing/eine-website-in-zwei-sprachen';
const ENGLISH_POST = '/writing/composing-pages-on-the-server';
const SITE = { siteUrl: 'https://ada.example', name: 'Ada' };

/** The list entry (article) whose heading links to `title`. */
function entryOf(title: string): HTMLElement {
  return screen.getByRole('link', { name: title }).closest('article')!;
}

describe('WritingPages in German', () => {
  it('lists every post; an English one is marked, links to its English page with hreflang, and has lang', () => {
    render(<WritingPages path="/writing" locale="de" siteBase="/portfolio/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atom-Feed' })).toHaveAttribute('href', '/portfolio/de/writing/feed.xml');

    const english = entryOf('Composing pages from micro-frontends on the server');
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('(English)')).toBeInTheDocument();
    const englishLink = within(english).getByRole('link', {
      name: 'Composing pages from micro-frontends on the server',
    });
    expect(englishLink).toHaveAttribute('href', `/portfolio${ENGLISH_POST}`);
    expect(englishLink).toHaveAttribute('hreflang', 'en');
    // Its tags lead to the tag pages in the page's language.
    expect(within(english).getByRole('link', { name: '#micro-frontends' })).toHaveAttribute(
      'href',
      '/portfolio/de/writing/tags/micro-frontends',
    );

    const german = entryOf('Eine Website in zwei Sprachen');
    expect(german).not.toHaveAttribute('lang');
    expect(within(german).queryByText('(English)')).not.toBeInTheDocument();
    expect(within(german).queryByText('(Deutsch)')).not.toBeInTheDocument();
    const germanLink = within(german).getByRole('link', { name: 'Eine Website in zwei Sprachen' });
    expect(germanLink).toHaveAttribute('href', `/portfolio/de${GERMAN_POST}`);
    expect(germanLink).not.toHaveAttribute('hreflang');
    expect(within(german).getByText('5. Dezember 2026')).toHaveAttribute('datetime', '2026-12-05');
    expect(within(german).getByText(/· 1 Min\. Lesezeit$/)).toBeInTheDocument();
  });

  it('keeps the English list as it was: the English posts only', () => {
    render(<WritingPages path="/writing" />);
    expect(screen.queryByRole('heading', { name: 'Eine Website in zwei Sprachen' })).not.toBeInTheDocument();
    expect(entryOf('Composing pages from micro-frontends on the server')).not.toHaveAttribute('lang');
  });

  it("renders the German post's page in German: back link, date, reading time, contents, tags, anchors", async () => {
    await preloadPage(GERMAN_POST, 'de');
    render(<WritingPages path={GERMAN_POST} locale="de" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Eine Website in zwei Sprachen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Alle Artikel' })).toHaveAttribute('href', '/de/writing');
    expect(screen.getByText('5. Dezember 2026')).toHaveAttribute('datetime', '2026-12-05');
    expect(screen.getByText(/1 Min\. Lesezeit/)).toBeInTheDocument();
    expect(screen.getByText('Auf dieser Seite')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: '#i18n' })).toHaveAttribute(
      'href',
      '/de/writing/tags/i18n',
    );
    expect(screen.getByRole('link', { name: 'Link zu diesem Abschnitt: Adressen, die bleiben' })).toHaveAttribute(
      'href',
      '#adressen-die-bleiben',
    );
  });

  it('has no page for a post in the other language: the German 404 there', () => {
    render(<WritingPages path={ENGLISH_POST} locale="de" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Artikel' })).toHaveAttribute('href', '/de/writing');
  });

  it('says the page of a list in German, and names its pages in German', () => {
    expect(pageHead('/writing', 'de')).toMatchObject({
      title: 'Artikel · {name}',
      description: expect.stringContaining('{name} schreibt darüber'),
      alternates: [{ type: 'application/atom+xml', href: '/de/writing/feed.xml', title: 'Artikel (Atom-Feed)' }],
    });
    expect(pageHead('/writing/tags/i18n', 'de')).toMatchObject({
      title: 'Artikel mit dem Tag #i18n · {name}',
      description: '1 Artikel von {name} mit dem Tag i18n, die neuesten zuerst.',
    });
    expect(pageHead(GERMAN_POST, 'de')).toMatchObject({
      image: { path: '/de/writing/og/eine-website-in-zwei-sprachen.png', alt: 'Eine Website in zwei Sprachen' },
      jsonLd: { url: `/de${GERMAN_POST}` },
    });
    expect(pageHead(GERMAN_POST, 'en')).toBeNull();
    expect(pageHead(ENGLISH_POST, 'de')).toBeNull();
  });

  it('lists the pages of each language: the German lists hold every tag, a post is only in its own language', () => {
    const english = pagePaths('en');
    const german = pagePaths('de');
    expect(german).toContain(GERMAN_POST);
    expect(german).not.toContain(ENGLISH_POST);
    expect(english).toContain(ENGLISH_POST);
    expect(english).not.toContain(GERMAN_POST);
    const lists = (paths: string[]) => paths.filter((path) => path === '/writing' || path.includes('/tags/'));
    for (const list of lists(english)) expect(german).toContain(list);
    expect(german).toContain('/writing/tags/i18n');
    expect(english).not.toContain('/writing/tags/i18n');
    for (const path of german) expect(pageHead(path, 'de'), path).not.toBeNull();
  });

  it("writes each language's feed of its own posts, and a preview image per post in its language", async () => {
    const german = await pageFiles(SITE, 'de');
    const feed = german['/writing/feed.xml'] as string;
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(feed).toContain('<title>Artikel · Ada</title>');
    expect(feed).toContain(`<id>https://ada.example/de${GERMAN_POST}</id>`);
    expect(feed).toContain('<link rel="alternate" type="text/html" href="https://ada.example/de/writing"/>');
    expect(feed).not.toContain(ENGLISH_POST);
    expect(Object.keys(german).filter((path) => path.startsWith('/writing/og/'))).toEqual([
      '/writing/og/eine-website-in-zwei-sprachen.png',
    ]);
    expect(german['/writing/og/eine-website-in-zwei-sprachen.png']).toMatchObject({
      footer: '5. Dezember 2026 · 1 Min. Lesezeit',
    });
    expect(german['/writing/sitemap.xml']).toContain(`<loc>https://ada.example/de${GERMAN_POST}</loc>`);

    const english = await pageFiles(SITE, 'en');
    expect(english['/writing/feed.xml']).toContain('xml:lang="en"');
    expect(english['/writing/feed.xml']).not.toContain('eine-website-in-zwei-sprachen');
    expect(english).not.toHaveProperty('/writing/og/eine-website-in-zwei-sprachen.png');
  });

  it("the German post's server HTML hydrates inside the host without a mismatch", async () => {
    await preloadPage(GERMAN_POST, 'de');
    const Post = (props: SectionProps) => <WritingPages {...props} path={GERMAN_POST} locale="de" />;
    expect(await hydrationProblemsInHost('writing', Post)).toEqual([]);
  });
});

describe('LatestWriting in German', () => {
  it('heads and links in German, the newest posts marked by language', () => {
    render(<LatestWriting locale="de" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Neueste Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Artikel' })).toHaveAttribute('href', '/de/writing');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByText('(English)')).toHaveLength(2);
  });
});
