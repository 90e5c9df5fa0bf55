import { withBase } from '@portfolio/shared/basePath';
import { WRITING_BASE } from '../utils/routes';

/** No page at this path under /writing: shown only where the browser renders the page (a static host); servers answer 404. */
export function NotFound({ siteBase, headingLevel: Heading }: { siteBase: string; headingLevel: 'h1' | 'h2' }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 text-center">
      <p className="font-mono text-sm text-accent-ink">404</p>
      <Heading className="text-gradient mt-2 font-display text-4xl font-bold">Page not found</Heading>
      <p className="mt-4 text-ink-muted">
        There is no post at this address. It may have moved, or the link may be mistyped.
      </p>
      <a href={withBase(siteBase, WRITING_BASE)} className="focus-ring mt-8 btn-primary">
        All writing
      </a>
    </section>
  );
}
