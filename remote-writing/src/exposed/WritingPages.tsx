import { useCallback } from 'react';
import type { PageHead, PageModuleProps } from '@portfolio/shared/federation/contract';
import { usePageHeadInDocument } from '@portfolio/shared/hooks/usePageHeadInDocument';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from '@portfolio/shared/i18n/locale';
import { NotFound } from '../features/posts/components/NotFound';
import { PostList } from '../features/posts/components/PostList';
import { PostPage } from '../features/posts/components/PostPage';
import { loadPostBody, POSTS } from '../features/posts/data/posts';
import { atomFeed, writingSitemap } from '../features/posts/utils/feed';
import { writingHead } from '../features/posts/utils/head';
import {
  listedIn,
  matchWritingPath,
  neighbours,
  postsByTag,
  postsIn,
  SITEMAP_PATH,
  FEED_PATH,
  WRITING_BASE,
  writingPaths,
} from '../features/posts/utils/routes';
import { previewImages } from '../features/posts/utils/previewImage';
import type { PreviewCard } from '@portfolio/shared/previewCard';
import { loadMessages } from '../hooks/useMessages';
import './writing.css';

/**
 * Exposed page module: every page under /writing, in the page's language (`path` without its language
 * segment). The build pre-renders each of `pagePaths` with its `pageHead`, and writes `pageFiles`, per language.
 */
export default function WritingPages({
  path = WRITING_BASE,
  variant = 'page',
  siteBase = '/',
  locale = DEFAULT_LOCALE,
}: PageModuleProps) {
  const headOf = useCallback((sitePath: string) => pageHead(splitLocale(sitePath).path, locale), [locale]);
  usePageHeadInDocument(localePath(path, locale), headOf);
  return (
    <LocaleProvider locale={locale}>
      <WritingPage path={path} locale={locale} siteBase={siteBase} heading={variant === 'page' ? 'h1' : 'h2'} />
    </LocaleProvider>
  );
}

function WritingPage({
  path,
  locale,
  siteBase,
  heading,
}: {
  path: string;
  locale: Locale;
  siteBase: string;
  heading: 'h1' | 'h2';
}) {
  const route = matchWritingPath(path, listedIn(POSTS, locale), locale);
  if (!route) return <NotFound siteBase={siteBase} headingLevel={heading} />;
  if (route.kind === 'post') {
    const post = POSTS.find((candidate) => candidate.slug === route.slug)!;
    return (
      <PostPage
        post={post}
        {...neighbours(postsIn(POSTS, locale), post.slug)}
        siteBase={siteBase}
        headingLevel={heading}
      />
    );
  }
  const listed = listedIn(POSTS, locale);
  const posts = route.kind === 'tag' ? (postsByTag(listed).get(route.tag) ?? []) : listed;
  return (
    <PostList
      posts={posts}
      page={route.page}
      tag={route.kind === 'tag' ? route.tag : undefined}
      siteBase={siteBase}
      headingLevel={heading}
    />
  );
}

/** Every page the build pre-renders in a language: the lists in each, a post in its own (drafts are not among a build's posts). */
export function pagePaths(locale: Locale = DEFAULT_LOCALE): string[] {
  return writingPaths(listedIn(POSTS, locale), locale);
}

export function pageHead(path: string, locale: Locale = DEFAULT_LOCALE): PageHead | null {
  return writingHead(path, listedIn(POSTS, locale), locale);
}

/** Loads a page's words and a post's body before the build renders its head and HTML. */
export async function preloadPage(path: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  await loadMessages(locale);
  const route = matchWritingPath(path, listedIn(POSTS, locale), locale);
  if (route?.kind === 'post') await loadPostBody(route.slug);
}

/**
 * A language's feed and sitemap, and the preview images of the posts written in it, by path under /writing
 * (the build writes a language's files below its segment).
 */
export async function pageFiles(
  site: { siteUrl: string; name: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<Record<string, string | PreviewCard>> {
  await loadMessages(locale);
  return {
    [FEED_PATH]: atomFeed(POSTS, site, locale),
    [SITEMAP_PATH]: writingSitemap(pagePaths(locale), site.siteUrl, locale),
    ...previewImages(postsIn(POSTS, locale), site.name),
  };
}
