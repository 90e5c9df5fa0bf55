import { withBase } from '@portfolio/shared/basePath';
import type { PostMeta } from '../utils/post';
import { listPath, postPath } from '../utils/routes';
import { formatDate } from '../utils/format';

/** One post in a list: title (the link), date, reading time, summary and tags. */
export function PostSummary({
  post,
  siteBase,
  headingLevel: Heading,
}: {
  post: PostMeta;
  siteBase: string;
  headingLevel: 'h2' | 'h3';
}) {
  return (
    // Full height: cards side by side in a grid (Home's latest posts) end on one line.
    <article className="h-full rounded-2xl border border-line bg-surface p-6" aria-labelledby={`post-${post.slug}`}>
      <Heading id={`post-${post.slug}`} className="font-display text-xl font-semibold text-ink">
        <a
          href={withBase(siteBase, postPath(post.slug))}
          className="focus-ring rounded underline-offset-4 hover:underline"
        >
          {post.title}
        </a>
        {post.draft && (
          <span className="ml-2 rounded-full border border-line px-2 py-0.5 text-xs text-ink-muted">Draft</span>
        )}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
      </p>
      <p className="mt-3 text-ink-muted">{post.summary}</p>
      {post.tags.length > 0 && <TagList tags={post.tags} siteBase={siteBase} />}
    </article>
  );
}

export function TagList({ tags, siteBase }: { tags: readonly string[]; siteBase: string }) {
  return (
    <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2 text-sm">
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={withBase(siteBase, listPath(1, tag))}
            className="focus-ring inline-block rounded-full border border-line px-3 py-1 text-accent-ink hover:bg-surface-strong"
          >
            #{tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
