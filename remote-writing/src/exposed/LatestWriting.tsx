import type { SectionProps } from '@portfolio/shared/federation/contract';
import { withBase } from '@portfolio/shared/basePath';
import { PostSummary } from '../features/posts/components/PostSummary';
import { POSTS } from '../features/posts/data/posts';
import { WRITING_BASE } from '../features/posts/utils/routes';
import './writing.css';

/** How many posts Home shows. */
export const LATEST_COUNT = 3;

/** Exposed section: Home's "Latest writing", included as a static island, so a new post needs no host build. */
export default function LatestWriting({ siteBase = '/' }: SectionProps) {
  return (
    <section aria-labelledby="latest-writing-heading" className="mx-auto max-w-6xl px-5 pb-16 sm:px-8">
      <h2
        id="latest-writing-heading"
        className="text-gradient font-display text-3xl font-bold tracking-tight sm:text-4xl"
      >
        Latest writing
      </h2>
      <ol className="mt-8 grid list-none gap-6 p-0 lg:grid-cols-3">
        {POSTS.slice(0, LATEST_COUNT).map((post) => (
          <li key={post.slug}>
            <PostSummary post={post} siteBase={siteBase} headingLevel="h3" />
          </li>
        ))}
      </ol>
      <p className="mt-8">
        <a
          href={withBase(siteBase, WRITING_BASE)}
          className="focus-ring rounded font-semibold text-accent-ink underline underline-offset-4"
        >
          All writing
        </a>
      </p>
    </section>
  );
}
