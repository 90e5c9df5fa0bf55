import { withBase } from '@portfolio/shared/basePath';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import type { PostMeta } from '../utils/post';
import { FEED_PATH, listPath, pageCount, pageOf } from '../utils/routes';
import { PostSummary } from './PostSummary';

interface Props {
  posts: readonly PostMeta[];
  page: number;
  tag?: string;
  siteBase: string;
  headingLevel: 'h1' | 'h2';
}

/** The list of posts, newest first, ten a page, with links to the pages before and after. */
export function PostList({ posts, page, tag, siteBase, headingLevel: Heading }: Props) {
  const pages = pageCount(posts.length);
  const shown = pageOf(posts, page);
  return (
    <section aria-labelledby="writing-heading" className="mx-auto max-w-3xl px-5 pt-32 pb-16 sm:px-8">
      <SectionIntro
        label="Blog"
        heading={tag ? `Posts tagged #${tag}` : 'Writing'}
        headingLevel={Heading}
        headingId="writing-heading"
        className="max-w-2xl"
      >
        {tag ? (
          <>
            {posts.length} {posts.length === 1 ? 'post' : 'posts'}.{' '}
            <a
              href={withBase(siteBase, listPath(1))}
              className="focus-ring rounded text-accent-ink underline underline-offset-4"
            >
              All posts
            </a>
          </>
        ) : (
          <>
            Notes on building for the web: performance, accessibility and the tools in between.{' '}
            <a
              href={withBase(siteBase, FEED_PATH)}
              className="focus-ring rounded text-accent-ink underline underline-offset-4"
            >
              Atom feed
            </a>
          </>
        )}
        {pages > 1 && ` Page ${page} of ${pages}.`}
      </SectionIntro>
      <ol className="mt-10 flex list-none flex-col gap-6 p-0">
        {shown.map((post) => (
          <li key={post.slug}>
            <PostSummary post={post} siteBase={siteBase} headingLevel={Heading === 'h1' ? 'h2' : 'h3'} />
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-10 flex justify-between gap-4">
          {page > 1 ? (
            <a
              href={withBase(siteBase, listPath(page - 1, tag))}
              rel="prev"
              className="focus-ring rounded-full border border-line px-5 py-2"
            >
              ← Newer posts
            </a>
          ) : (
            <span />
          )}
          {page < pages && (
            <a
              href={withBase(siteBase, listPath(page + 1, tag))}
              rel="next"
              className="focus-ring rounded-full border border-line px-5 py-2"
            >
              Older posts →
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
