import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import type { PostMeta } from '../utils/post';
import { writingHead } from '../utils/head';
import { PostList } from './PostList';

const POSTS: PostMeta[] = Array.from({ length: 23 }, (_, index) => ({
  slug: `p${index}`,
  title: `Post ${index}`,
  date: `2026-01-${String(23 - index).padStart(2, '0')}`,
  summary: 'S',
  tags: ['web'],
  draft: false,
  lang: 'de',
  readingMinutes: 2,
  toc: [],
}));

describe('PostList in German', () => {
  it('says which page of how many, and links to the newer and older pages in German', () => {
    render(
      <LocaleProvider locale="de">
        <PostList posts={POSTS} page={2} tag="web" siteBase="/" headingLevel="h1" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel mit dem Tag #web' })).toBeInTheDocument();
    expect(screen.getByText(/^23 Artikel\. +Seite 2 von 3\.$/, { selector: 'p' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('link', { name: '← Neuere Artikel' })).toHaveAttribute(
      'href',
      '/de/writing/tags/web',
    );
    expect(within(pages).getByRole('link', { name: 'Ältere Artikel →' })).toHaveAttribute(
      'href',
      '/de/writing/tags/web/page/3',
    );
    expect(screen.getAllByText(/2 Min\. Lesezeit/)).toHaveLength(10);
  });

  it("titles a later page with its number in the page's language", () => {
    expect(writingHead('/writing/page/3', POSTS, 'de')?.title).toBe('Artikel (Seite 3 von 3) · {name}');
    expect(writingHead('/writing/page/3', POSTS, 'en')?.title).toBe('Writing (page 3 of 3) · {name}');
  });
});
