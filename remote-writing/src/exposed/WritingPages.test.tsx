import { describe, expect, it } from 'vitest';
import { hydrationProblemsInHost } from '@portfolio/shared/federation/hydrationCheck.testing';
import type { SectionProps } from '@portfolio/shared/federation/contract';
import WritingPages, { pageFiles, pageHead, pagePaths, preloadPage } from './WritingPages';

const POST = '/writing/composing-pages-on-the-server';

describe('WritingPages', () => {
  it('lists every page the build renders: the list, each post, each tag', () => {
    const paths = pagePaths();
    expect(paths[0]).toBe('/writing');
    expect(paths).toContain(POST);
    expect(paths).toContain('/writing/tags/accessibility');
    for (const path of paths) expect(pageHead(path), path).not.toBeNull();
    expect(pageHead('/writing/no-such-post')).toBeNull();
  });

  it("gives a post's head a BlogPosting and its preview image, and the list the feed link", () => {
    expect(pageHead(POST)).toMatchObject({
      ogType: 'article',
      jsonLd: { '@type': 'BlogPosting', datePublished: '2026-10-14' },
      image: { path: '/writing/og/composing-pages-on-the-server.png', width: 1200, height: 630 },
    });
    expect(pageHead('/writing')?.alternates).toEqual([
      { type: 'application/atom+xml', href: '/writing/feed.xml', title: 'Writing (Atom feed)' },
    ]);
  });

  it('writes the feed, the sitemap and a preview image per post', async () => {
    const files = await pageFiles({ siteUrl: 'https://ada.example', name: 'Ada' });
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        '/writing/feed.xml',
        '/writing/sitemap.xml',
        '/writing/og/composing-pages-on-the-server.png',
      ]),
    );
    expect(files['/writing/sitemap.xml']).toContain(
      '<loc>https://ada.example/writing/composing-pages-on-the-server</loc>',
    );
  });

  it("a post's server HTML hydrates inside the host without a mismatch", async () => {
    await preloadPage(POST);
    const Post = (props: SectionProps) => <WritingPages {...props} path={POST} />;
    expect(await hydrationProblemsInHost('writing', Post)).toEqual([]);
  });

  it("the list's server HTML hydrates inside the host without a mismatch", async () => {
    const List = (props: SectionProps) => <WritingPages {...props} path="/writing" />;
    expect(await hydrationProblemsInHost('writing', List)).toEqual([]);
  });
});
