import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { useMessages } from '../../../hooks/useMessages';
import type { PostMeta } from '../utils/post';
import { FEED_PATH, listPath, pageCount, pageOf, siteHref } from '../utils/routes';
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
  const m = useMessages();
  const locale = useLocale();
  const pages = pageCount(posts.length);
  const shown = pageOf(posts, page);
  return (
    <section aria-labelledby="writing-heading" className="mx-auto max-w-3xl px-5 pt-32 pb-16 sm:px-8">
      <SectionIntro
        label={m.list_label({})}
        heading={tag ? m.tag_heading({ tag }) : m.list_heading({})}
        headingLevel={Heading}
        headingId="writing-heading"
        className="max-w-2xl"
      >
        {tag ? (
          <>
            {m.tag_count({ count: posts.length })}{' '}
            <a
              href={siteHref(siteBase, listPath(1), locale)}
              className="focus-ring rounded text-accent-ink underline underline-offset-4"
            >
              {m.all_posts({})}
            </a>
          </>
        ) : (
          <>
            {m.list_intro({})}{' '}
            <a
              href={siteHref(siteBase, FEED_PATH, locale)}
              className="focus-ring rounded text-accent-ink underline underline-offset-4"
            >
              {m.atom_feed({})}
            </a>
          </>
        )}
        {pages > 1 && ` ${m.page_of({ page, pages })}`}
      </SectionIntro>
      <ol className="mt-10 flex list-none flex-col gap-6 p-0">
        {shown.map((post) => (
          <li key={post.slug}>
            <PostSummary post={post} siteBase={siteBase} headingLevel={Heading === 'h1' ? 'h2' : 'h3'} />
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label={m.pages_label({})} className="mt-10 flex justify-between gap-4">
          {page > 1 ? (
            <a
              href={siteHref(siteBase, listPath(page - 1, tag), locale)}
              rel="prev"
              className="focus-ring rounded-full border border-line px-5 py-2"
            >
              {m.newer_posts({})}
            </a>
          ) : (
            <span />
          )}
          {page < pages && (
            <a
              href={siteHref(siteBase, listPath(page + 1, tag), locale)}
              rel="next"
              className="focus-ring rounded-full border border-line px-5 py-2"
            >
              {m.older_posts({})}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
