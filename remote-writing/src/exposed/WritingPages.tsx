import type { PageHead, PageModuleProps } from '@portfolio/shared/federation/contract';
import { usePageHeadInDocument } from '@portfolio/shared/hooks/usePageHeadInDocument';
import { NotFound } from '../features/posts/components/NotFound';
import { PostList } from '../features/posts/components/PostList';
import { PostPage } from '../features/posts/components/PostPage';
import { loadPostBody, POSTS } from '../features/posts/data/posts';
import { atomFeed, writingSitemap } from '../features/posts/utils/feed';
import { writingHead } from '../features/posts/utils/head';
import {
  matchWritingPath,
  neighbours,
  postsByTag,
  SITEMAP_PATH,
  FEED_PATH,
  WRITING_BASE,
  writingPaths,
} from '../features/posts/utils/routes';
import { previewImages } from '../features/posts/utils/previewImage';
import './writing.css';

/**
 * Exposed page module: every page under /writing. The build pre-renders each of `pagePaths` with its
 * `pageHead`, and writes `pageFiles`.
 */
export default function WritingPages({ path = WRITING_BASE, variant = 'page', siteBase = '/' }: PageModuleProps) {
  const route = matchWritingPath(path, POSTS);
  const heading = variant === 'page' ? 'h1' : 'h2';
  usePageHeadInDocument(path, pageHead);
  if (!route) return <NotFound siteBase={siteBase} headingLevel={heading} />;
  if (route.kind === 'post') {
    const post = POSTS.find((candidate) => candidate.slug === route.slug)!;
    return <PostPage post={post} {...neighbours(POSTS, post.slug)} siteBase={siteBase} headingLevel={heading} />;
  }
  const posts = route.kind === 'tag' ? (postsByTag(POSTS).get(route.tag) ?? []) : POSTS;
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

/** Every page the build pre-renders (drafts are not among the posts of a build). */
export function pagePaths(): string[] {
  return writingPaths(POSTS);
}

export function pageHead(path: string): PageHead | null {
  return writingHead(path, POSTS);
}

/** Loads a post's body before the build renders its page, so the render does not suspend. */
export async function preloadPage(path: string): Promise<void> {
  const route = matchWritingPath(path, POSTS);
  if (route?.kind === 'post') await loadPostBody(route.slug);
}

/** The feed, the sitemap and each post's preview image, served under /writing. */
export async function pageFiles(site: { siteUrl: string; name: string }): Promise<Record<string, string | Uint8Array>> {
  return {
    [FEED_PATH]: atomFeed(POSTS, site),
    [SITEMAP_PATH]: writingSitemap(pagePaths(), site.siteUrl),
    ...previewImages(POSTS, site.name),
  };
}
