import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { useMessages } from '../../../hooks/useMessages';
import { siteHref, WRITING_BASE } from '../utils/routes';

/** No page at this path under /writing: shown only where the browser renders the page (a static host); servers answer 404. */
export function NotFound({ siteBase, headingLevel: Heading }: { siteBase: string; headingLevel: 'h1' | 'h2' }) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 text-center">
      <p className="font-mono text-sm text-accent-ink">404</p>
      <Heading className="text-gradient mt-2 font-display text-4xl font-bold">{m.not_found_heading({})}</Heading>
      <p className="mt-4 text-ink-muted">{m.not_found_text({})}</p>
      <a href={siteHref(siteBase, WRITING_BASE, locale)} className="focus-ring mt-8 btn-primary">
        {m.all_writing({})}
      </a>
    </section>
  );
}
