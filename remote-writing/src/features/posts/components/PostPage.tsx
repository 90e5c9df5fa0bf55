import { use } from 'react';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { useMessages } from '../../../hooks/useMessages';
import { loadPostBody } from '../data/posts';
import type { PostMeta } from '../utils/post';
import { formatDate } from '../utils/format';
import { listPath, postPath, siteHref } from '../utils/routes';
import { TagList } from './PostSummary';

interface Props {
  post: PostMeta;
  newer?: PostMeta;
  older?: PostMeta;
  siteBase: string;
  headingLevel: 'h1' | 'h2';
}

/** A post (on the page of its language), with a table of contents when it is long, and the posts before and after it. */
export function PostPage({ post, newer, older, siteBase, headingLevel: Heading }: Props) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <article aria-labelledby="post-heading" className="mx-auto max-w-3xl px-5 pt-28 pb-16 sm:px-8">
      <p className="text-sm">
        <a
          href={siteHref(siteBase, listPath(1), locale)}
          className="focus-ring rounded text-accent-ink underline underline-offset-4"
        >
          {m.back_to_list({})}
        </a>
      </p>
      <Heading
        id="post-heading"
        className="text-gradient mt-6 font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl"
      >
        {post.title}
      </Heading>
      <p className="mt-4 text-ink-muted">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time> ·{' '}
        {m.minutes_read({ count: post.readingMinutes })}
        {post.draft && ` · ${m.draft_note({})}`}
      </p>
      {post.toc.length > 0 && (
        <nav aria-labelledby="toc-heading" className="mt-8 rounded-2xl border border-line bg-surface p-5">
          <p id="toc-heading" className="font-semibold text-ink">
            {m.toc_heading({})}
          </p>
          <ol className="mt-2 flex flex-col gap-1 text-sm">
            {post.toc.map((entry) => (
              <li key={entry.id} className={entry.level === 3 ? 'ml-4' : undefined}>
                <a
                  href={`#${entry.id}`}
                  className="focus-ring rounded text-accent-ink underline-offset-4 hover:underline"
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <PostBody slug={post.slug} />
      <TagList tags={post.tags} siteBase={siteBase} locale={locale} label={m.tags_label({})} />
      {(newer || older) && (
        <nav aria-label={m.more_posts({})} className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
          {older ? (
            <NeighbourLink post={older} label={m.older_post({})} siteBase={siteBase} locale={locale} />
          ) : (
            <span />
          )}
          {newer && (
            <NeighbourLink post={newer} label={m.newer_post({})} siteBase={siteBase} locale={locale} alignEnd />
          )}
        </nav>
      )}
    </article>
  );
}

/** The body's HTML, loaded per post: while hydrating, this suspends and React keeps the server's HTML. */
function PostBody({ slug }: { slug: string }) {
  const body = use(loadPostBody(slug));
  return <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: body.html }} />;
}

function NeighbourLink({
  post,
  label,
  siteBase,
  locale,
  alignEnd = false,
}: {
  post: PostMeta;
  label: string;
  siteBase: string;
  locale: Locale;
  alignEnd?: boolean;
}) {
  return (
    <a
      href={siteHref(siteBase, postPath(post.slug), locale)}
      className={`focus-ring block rounded-2xl border border-line p-4 hover:bg-surface-strong ${alignEnd ? 'sm:text-right' : ''}`}
    >
      <span className="block text-sm text-ink-muted">{label}</span>
      <span className="mt-1 block font-semibold text-ink">{post.title}</span>
    </a>
  );
}
