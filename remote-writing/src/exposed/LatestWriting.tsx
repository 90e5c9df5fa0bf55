import type { SectionProps } from '@portfolio/shared/federation/contract';
import { LocaleProvider, useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { PostSummary } from '../features/posts/components/PostSummary';
import { POSTS } from '../features/posts/data/posts';
import { listedIn, siteHref, WRITING_BASE } from '../features/posts/utils/routes';
import { useMessages } from '../hooks/useMessages';
import './writing.css';

/** How many posts Home shows. */
export const LATEST_COUNT = 3;

/**
 * Exposed section: Home's "Latest writing" (the newest posts its language's lists show, each marked when not in the
 * page's), included as a static island, so a new post needs no host build.
 */
export default function LatestWriting({ locale, ...props }: SectionProps) {
  return (
    <LocaleProvider locale={locale}>
      <LatestPosts {...props} />
    </LocaleProvider>
  );
}

function LatestPosts({ siteBase = '/' }: SectionProps) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <section aria-labelledby="latest-writing-heading" className="mx-auto max-w-6xl px-5 pb-16 sm:px-8">
      <h2
        id="latest-writing-heading"
        className="text-gradient font-display text-3xl font-bold tracking-tight sm:text-4xl"
      >
        {m.latest_heading({})}
      </h2>
      <ol className="mt-8 grid list-none gap-6 p-0 lg:grid-cols-3">
        {listedIn(POSTS, locale)
          .slice(0, LATEST_COUNT)
          .map((post) => (
            <li key={post.slug}>
              <PostSummary post={post} siteBase={siteBase} headingLevel="h3" />
            </li>
          ))}
      </ol>
      <p className="mt-8">
        <a
          href={siteHref(siteBase, WRITING_BASE, locale)}
          className="focus-ring rounded font-semibold text-accent-ink underline underline-offset-4"
        >
          {m.all_writing({})}
        </a>
      </p>
    </section>
  );
}
