import { describe, expect, it } from 'vitest';
import type { PostMeta } from './post';
import { atomFeed } from './feed';
import { matchWritingPath, postsIn, writingPaths } from './routes';

const post = (slug: string, date: string, lang?: PostMeta['lang']): PostMeta => ({
  slug,
  title: slug,
  date,
  summary: slug,
  tags: ['web'],
  draft: false,
  ...(lang ? { lang } : {}),
  readingMinutes: 1,
  toc: [],
});
const POSTS = [post('hello', '2026-01-01'), post('hallo', '2026-01-02', 'de'), post('bye', '2026-01-03')];

describe('the pages under /writing by language', () => {
  it("have every post in the lists and tags, and a post's page in its own language only", () => {
    expect(writingPaths(POSTS, 'en')).toEqual(['/writing', '/writing/bye', '/writing/hello', '/writing/tags/web']);
    expect(writingPaths(POSTS, 'de')).toEqual(['/writing', '/writing/hallo', '/writing/tags/web']);
    expect(matchWritingPath('/writing/hallo', POSTS, 'de')).toEqual({ kind: 'post', slug: 'hallo' });
    expect(matchWritingPath('/writing/hallo', POSTS, 'en')).toBeNull();
    expect(matchWritingPath('/writing/hello', POSTS, 'de')).toBeNull();
    expect(postsIn(POSTS, 'en').map((one) => one.slug)).toEqual(['hello', 'bye']);
  });

  it("give each language a feed of its posts, at the language's addresses", () => {
    const feed = atomFeed(POSTS, { siteUrl: 'https://ada.example/', name: 'Ada' }, 'de');
    expect(feed).toContain('xml:lang="de"');
    expect(feed).toContain('<id>https://ada.example/de/writing/feed.xml</id>');
    expect(feed).toContain('<id>https://ada.example/de/writing/hallo</id>');
    expect(feed).toContain('<updated>2026-01-02T00:00:00Z</updated>');
    expect(feed).not.toContain('/writing/hello');
    expect(atomFeed(POSTS, { siteUrl: 'https://ada.example/', name: 'Ada' })).not.toContain('hallo');
  });
});
