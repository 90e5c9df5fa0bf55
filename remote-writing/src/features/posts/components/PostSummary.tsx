import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { languageName, type Locale } from '@portfolio/shared/i18n/locale';
import { useMessages } from '../../../hooks/useMessages';
import { postLang, type PostMeta } from '../utils/post';
import { listPath, postPath, siteHref } from '../utils/routes';
import { formatDate } from '../utils/format';

/**
 * One post in a list: title (the link), date, reading time, summary and tags. The entry is in the post's
 * language; one in another language than the page's says which, and links to the post's page in it.
 */
export function PostSummary({
  post,
  siteBase,
  headingLevel: Heading,
}: {
  post: PostMeta;
  siteBase: string;
  headingLevel: 'h2' | 'h3';
}) {
  const pageLocale = useLocale();
  const lang = postLang(post);
  const other = lang !== pageLocale;
  const m = useMessages(lang);
  return (
    // Full height: cards side by side in a grid (Home's latest posts) end on one line.
    <article
      className="h-full rounded-2xl border border-line bg-surface p-6"
      aria-labelledby={`post-${post.slug}`}
      lang={other ? lang : undefined}
    >
      <Heading id={`post-${post.slug}`} className="font-display text-xl font-semibold text-ink">
        <a
          href={siteHref(siteBase, postPath(post.slug), lang)}
          hrefLang={other ? lang : undefined}
          className="focus-ring rounded underline-offset-4 hover:underline"
        >
          {post.title}
        </a>
        {other && (
          <>
            {' '}
            <span className="text-base font-normal text-ink-muted">{`(${languageName(lang)})`}</span>
          </>
        )}
        {post.draft && (
          <span className="ml-2 rounded-full border border-line px-2 py-0.5 text-xs text-ink-muted">{m.draft({})}</span>
        )}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">
        <time dateTime={post.date}>{formatDate(post.date, lang)}</time> ·{' '}
        {m.minutes_read({ count: post.readingMinutes })}
      </p>
      <p className="mt-3 text-ink-muted">{post.summary}</p>
      {post.tags.length > 0 && (
        <TagList tags={post.tags} siteBase={siteBase} locale={pageLocale} label={m.tags_label({})} />
      )}
    </article>
  );
}

/** A post's tags, each a link to its tag's list in the page's language. */
export function TagList({
  tags,
  siteBase,
  locale,
  label,
}: {
  tags: readonly string[];
  siteBase: string;
  locale: Locale;
  label: string;
}) {
  return (
    <ul aria-label={label} className="mt-4 flex flex-wrap gap-2 text-sm">
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={siteHref(siteBase, listPath(1, tag), locale)}
            className="focus-ring inline-block rounded-full border border-line px-3 py-1 text-accent-ink hover:bg-surface-strong"
          >
            #{tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
