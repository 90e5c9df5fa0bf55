import type { PageHead } from '@portfolio/shared/federation/contract';
import { DEFAULT_LOCALE, localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { messagesIn } from '../../../hooks/useMessages';
import type { PostMeta } from './post';
import { FEED_PATH, matchWritingPath, pageCount, postPath, postsByTag } from './routes';
import { PREVIEW_SIZE, previewImagePath } from './previewImage';

/** The owner's name is filled in by the build: the words keep its placeholder. */
const NAME = '{name}';

/**
 * Each page's title, description, preview image and JSON-LD in a language; null for a path that is not a page
 * in it. `path` is without the language segment; the addresses it gives are the language's.
 */
export function writingHead(
  path: string,
  posts: readonly PostMeta[],
  locale: Locale = DEFAULT_LOCALE,
): PageHead | null {
  const route = matchWritingPath(path, posts, locale);
  if (!route) return null;
  const m = messagesIn(locale);
  const feedLink = { type: 'application/atom+xml', href: localePath(FEED_PATH, locale), title: m.feed_link_title({}) };
  if (route.kind === 'post') {
    const post = posts.find((candidate) => candidate.slug === route.slug)!;
    return {
      title: `${post.title} · ${NAME}`,
      description: post.summary,
      ogType: 'article',
      image: { path: localePath(previewImagePath(post.slug), locale), ...PREVIEW_SIZE, alt: post.title },
      alternates: [feedLink],
      jsonLd: {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.summary,
        datePublished: post.date,
        dateModified: post.date,
        keywords: post.tags.join(', '),
        url: localePath(postPath(post.slug), locale),
        author: { '@type': 'Person', name: NAME },
      },
    };
  }
  const pageSuffix = (count: number) =>
    route.page > 1 ? ` ${m.head_page_suffix({ page: route.page, pages: pageCount(count) })}` : '';
  if (route.kind === 'tag') {
    const tagged = postsByTag(posts).get(route.tag) ?? [];
    return {
      title: `${m.tag_heading({ tag: route.tag })}${pageSuffix(tagged.length)} · ${NAME}`,
      description: m.head_tag_description({ count: tagged.length, name: NAME, tag: route.tag }),
      alternates: [feedLink],
    };
  }
  return {
    title: `${m.list_heading({})}${pageSuffix(posts.length)} · ${NAME}`,
    description: m.head_list_description({ name: NAME }),
    alternates: [feedLink],
    jsonLd: { '@type': 'Blog', name: m.list_heading({}), author: { '@type': 'Person', name: NAME } },
  };
}
