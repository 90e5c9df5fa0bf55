import type { PageHead } from '@portfolio/shared/federation/contract';
import type { PostMeta } from './post';
import { FEED_PATH, matchWritingPath, pageCount, postPath, postsByTag } from './routes';
import { PREVIEW_SIZE, previewImagePath } from './previewImage';

const FEED_LINK = { type: 'application/atom+xml', href: FEED_PATH, title: 'Writing (Atom feed)' };

/** Each page's title, description, preview image and JSON-LD; null for a path that is not a page. `{name}` is the owner's. */
export function writingHead(path: string, posts: readonly PostMeta[]): PageHead | null {
  const route = matchWritingPath(path, posts);
  if (!route) return null;
  if (route.kind === 'post') {
    const post = posts.find((candidate) => candidate.slug === route.slug)!;
    return {
      title: `${post.title} · {name}`,
      description: post.summary,
      ogType: 'article',
      image: { path: previewImagePath(post.slug), ...PREVIEW_SIZE, alt: post.title },
      alternates: [FEED_LINK],
      jsonLd: {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.summary,
        datePublished: post.date,
        dateModified: post.date,
        keywords: post.tags.join(', '),
        url: postPath(post.slug),
        author: { '@type': 'Person', name: '{name}' },
      },
    };
  }
  const pageSuffix = (count: number) => (route.page > 1 ? ` (page ${route.page} of ${pageCount(count)})` : '');
  if (route.kind === 'tag') {
    const tagged = postsByTag(posts).get(route.tag) ?? [];
    return {
      title: `Posts tagged #${route.tag}${pageSuffix(tagged.length)} · {name}`,
      description: `${tagged.length} ${tagged.length === 1 ? 'post' : 'posts'} by {name} tagged ${route.tag}, newest first.`,
      alternates: [FEED_LINK],
    };
  }
  return {
    title: `Writing${pageSuffix(posts.length)} · {name}`,
    description:
      '{name} writes about building for the web: performance, accessibility, micro-frontends and the tools in between.',
    alternates: [FEED_LINK],
    jsonLd: { '@type': 'Blog', name: 'Writing', author: { '@type': 'Person', name: '{name}' } },
  };
}
