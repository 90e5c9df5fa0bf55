import { use } from 'react';
import { withBase } from '@portfolio/shared/basePath';
import { loadPostBody } from '../data/posts';
import type { PostMeta } from '../utils/post';
import { formatDate } from '../utils/format';
import { listPath, postPath } from '../utils/routes';
import { TagList } from './PostSummary';

interface Props {
  post: PostMeta;
  newer?: PostMeta;
  older?: PostMeta;
  siteBase: string;
  headingLevel: 'h1' | 'h2';
}

/** A post, with a table of contents when it is long, and the posts before and after it. */
export function PostPage({ post, newer, older, siteBase, headingLevel: Heading }: Props) {
  return (
    <article aria-labelledby="post-heading" className="mx-auto max-w-3xl px-5 pt-28 pb-16 sm:px-8">
      <p className="text-sm">
        <a
          href={withBase(siteBase, listPath(1))}
          className="focus-ring rounded text-accent-ink underline underline-offset-4"
        >
          ← All writing
        </a>
      </p>
      <Heading
        id="post-heading"
        className="text-gradient mt-6 font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl"
      >
        {post.title}
      </Heading>
      <p className="mt-4 text-ink-muted">
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
        {post.draft && ' · Draft (shown in npm run dev only)'}
      </p>
      {post.toc.length > 0 && (
        <nav aria-labelledby="toc-heading" className="mt-8 rounded-2xl border border-line bg-surface p-5">
          <p id="toc-heading" className="font-semibold text-ink">
            On this page
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
      <TagList tags={post.tags} siteBase={siteBase} />
      {(newer || older) && (
        <nav aria-label="More posts" className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
          {older ? <NeighbourLink post={older} label="Older post" siteBase={siteBase} /> : <span />}
          {newer && <NeighbourLink post={newer} label="Newer post" siteBase={siteBase} alignEnd />}
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
  alignEnd = false,
}: {
  post: PostMeta;
  label: string;
  siteBase: string;
  alignEnd?: boolean;
}) {
  return (
    <a
      href={withBase(siteBase, postPath(post.slug))}
      className={`focus-ring block rounded-2xl border border-line p-4 hover:bg-surface-strong ${alignEnd ? 'sm:text-right' : ''}`}
    >
      <span className="block text-sm text-ink-muted">{label}</span>
      <span className="mt-1 block font-semibold text-ink">{post.title}</span>
    </a>
  );
}
