import { withBase } from '@portfolio/shared/basePath';
import { DEFAULT_LOCALE, localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { postLang, type PostMeta } from './post';

/** The prefix this remote owns (shared/build/apps.json `prefixes`). */
export const WRITING_BASE = '/writing';
/** Posts on one list page. */
const PAGE_SIZE = 10;
export const FEED_PATH = `${WRITING_BASE}/feed.xml`;
export const SITEMAP_PATH = `${WRITING_BASE}/sitemap.xml`;

export type WritingRoute =
  { kind: 'list'; page: number } | { kind: 'tag'; tag: string; page: number } | { kind: 'post'; slug: string };

/** Newest first; the same day by title, so the order never depends on the file system. */
export function newestFirst(posts: readonly PostMeta[]): PostMeta[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** How many list pages `count` posts fill (one, empty, for none). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** The posts of list page `page` (1-based). */
export function pageOf<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** The path of list page `page` of the whole list or of a tag: page 1 is the list's own path. */
export function listPath(page: number, tag?: string): string {
  const base = tag ? `${WRITING_BASE}/tags/${tag}` : WRITING_BASE;
  return page <= 1 ? base : `${base}/page/${page}`;
}

export function postPath(slug: string): string {
  return `${WRITING_BASE}/${slug}`;
}

/** A link's address: a site path in a language, under the host's base path. */
export function siteHref(siteBase: string, path: string, locale: Locale): string {
  return withBase(siteBase, localePath(path, locale));
}

/** The posts written in a language: the ones whose page exists in it. */
export function postsIn(posts: readonly PostMeta[], locale: Locale): PostMeta[] {
  return posts.filter((post) => postLang(post) === locale);
}

/**
 * The posts a language's lists show: the first language's lists its own posts, as before any other language; another
 * language's lists every post, each marked with its language where it differs.
 */
export function listedIn(posts: readonly PostMeta[], locale: Locale): PostMeta[] {
  return locale === DEFAULT_LOCALE ? postsIn(posts, locale) : [...posts];
}

/** Every tag with its posts, newest first. */
export function postsByTag(posts: readonly PostMeta[]): Map<string, PostMeta[]> {
  const byTag = new Map<string, PostMeta[]>();
  for (const post of newestFirst(posts)) for (const tag of post.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), post]);
  return new Map([...byTag].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What a path under /writing shows in a language, or null. The lists hold every post; a post's page is in its
 * own language only. `/page/1` is not a page: the list's own path is canonical.
 */
export function matchWritingPath(
  path: string,
  posts: readonly PostMeta[],
  locale: Locale = DEFAULT_LOCALE,
): WritingRoute | null {
  if (path === WRITING_BASE) return { kind: 'list', page: 1 };
  const rest = path.startsWith(`${WRITING_BASE}/`) ? path.slice(WRITING_BASE.length + 1).split('/') : null;
  if (!rest) return null;
  const pageNumber = (value: string | undefined, count: number) => {
    const page = /^[1-9]\d{0,4}$/.test(value ?? '') ? Number(value) : 0;
    return page >= 2 && page <= pageCount(count) ? page : null;
  };
  if (rest[0] === 'page' && rest.length === 2) {
    const page = pageNumber(rest[1], posts.length);
    return page ? { kind: 'list', page } : null;
  }
  if (rest[0] === 'tags' && rest[1]) {
    const tagged = posts.filter((post) => post.tags.includes(rest[1]!));
    if (tagged.length === 0) return null;
    if (rest.length === 2) return { kind: 'tag', tag: rest[1], page: 1 };
    if (rest.length === 4 && rest[2] === 'page') {
      const page = pageNumber(rest[3], tagged.length);
      return page ? { kind: 'tag', tag: rest[1], page } : null;
    }
    return null;
  }
  if (rest.length === 1 && postsIn(posts, locale).some((post) => post.slug === rest[0]))
    return { kind: 'post', slug: rest[0]! };
  return null;
}

/** Every page under /writing in a language, for the build to pre-render. */
export function writingPaths(posts: readonly PostMeta[], locale: Locale = DEFAULT_LOCALE): string[] {
  const paths: string[] = [];
  for (let page = 1; page <= pageCount(posts.length); page++) paths.push(listPath(page));
  for (const post of newestFirst(postsIn(posts, locale))) paths.push(postPath(post.slug));
  for (const [tag, tagged] of postsByTag(posts))
    for (let page = 1; page <= pageCount(tagged.length); page++) paths.push(listPath(page, tag));
  return paths;
}

/** The posts before and after one, in the list's order (newer, older). */
export function neighbours(posts: readonly PostMeta[], slug: string): { newer?: PostMeta; older?: PostMeta } {
  const ordered = newestFirst(posts);
  const index = ordered.findIndex((post) => post.slug === slug);
  return index < 0 ? {} : { newer: ordered[index - 1], older: ordered[index + 1] };
}
