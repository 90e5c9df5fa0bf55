import { describe, expect, it } from 'vitest';
import type { PostMeta } from './post';
import { atomFeed } from './feed';
import { listPath, matchWritingPath, neighbours, pageCount, writingPaths } from './routes';

const post = (slug: string, date: string, tags: string[] = []): PostMeta => ({
  slug,
  title: slug,
  date,
  summary: `About ${slug} & more`,
  tags,
  draft: false,
  readingMinutes: 1,
  toc: [],
});
const POSTS = Array.from({ length: 23 }, (_, index) =>
  post(`p${index}`, `2026-01-${String(index + 1).padStart(2, '0')}`, index % 2 ? ['odd'] : []),
);

describe('the pages under /writing', () => {
  it('are the list ten a page, each post and each tag, newest first', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(0)).toBe(1);
    const paths = writingPaths(POSTS);
    expect(paths.slice(0, 4)).toEqual(['/writing', '/writing/page/2', '/writing/page/3', '/writing/p22']);
    expect(paths).toContain('/writing/tags/odd/page/2');
    expect(paths).toHaveLength(3 + 23 + 2);
  });

  it('match only what exists: no page past the last, no /page/1, no unknown slug or tag', () => {
    expect(matchWritingPath('/writing/page/3', POSTS)).toEqual({ kind: 'list', page: 3 });
    expect(matchWritingPath('/writing/p4', POSTS)).toEqual({ kind: 'post', slug: 'p4' });
    expect(matchWritingPath('/writing/tags/odd/page/2', POSTS)).toEqual({ kind: 'tag', tag: 'odd', page: 2 });
    for (const path of [
      '/writing/page/4',
      '/writing/page/1',
      '/writing/page/02',
      '/writing/nope',
      '/writing/tags/even',
      '/writing/tags/odd/page/3',
      '/writing/p4/x',
    ])
      expect(matchWritingPath(path, POSTS), path).toBeNull();
    expect(listPath(1, 'odd')).toBe('/writing/tags/odd');
  });

  it('give a post its newer and older neighbours', () => {
    expect(neighbours(POSTS, 'p22')).toEqual({ newer: undefined, older: POSTS[21] });
    expect(neighbours(POSTS, 'p0').newer?.slug).toBe('p1');
  });
});

describe('atomFeed', () => {
  it('has every post, newest first, each with an id, updated, link and title, escaped', () => {
    const feed = atomFeed(POSTS.slice(0, 2), { siteUrl: 'https://ada.example/', name: 'Ada & Co' });
    expect(feed).toContain('<title>Writing · Ada &amp; Co</title>');
    expect(feed).toContain('<updated>2026-01-02T00:00:00Z</updated>');
    expect(feed.indexOf('/writing/p1<')).toBeLessThan(feed.indexOf('/writing/p0<'));
    expect(feed).toContain('<id>https://ada.example/writing/p0</id>');
    expect(feed).toContain('<link rel="alternate" type="text/html" href="https://ada.example/writing/p0"/>');
    expect(feed).toContain('<summary>About p0 &amp; more</summary>');
  });
});
