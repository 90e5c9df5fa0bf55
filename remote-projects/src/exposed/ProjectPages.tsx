import type { PageHead, PageModuleProps } from '@portfolio/shared/federation/contract';
import { usePageHeadInDocument } from '@portfolio/shared/hooks/usePageHeadInDocument';
import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from '@portfolio/shared/i18n/locale';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import type { PreviewCard } from '@portfolio/shared/previewCard';
import { CaseStudyPage } from '../features/projects/components/CaseStudyPage';
import { loadCaseStudyBody } from '../features/projects/data/caseStudies';
import {
  caseStudyHead,
  caseStudyOf,
  caseStudyPreviews,
  caseStudySitemap,
  CASE_STUDY_SITEMAP,
} from '../features/projects/utils/caseStudyPages';
import { caseStudyPath } from '../features/projects/utils/caseStudy';
import { loadMessages, messagesIn, useMessages } from '../hooks/useMessages';
import { loadProjectsData, projectsDataIn, useProjectsData } from '../features/projects/hooks/useProjectsData';
import './projects.css';

/**
 * Exposed page module: the case studies under /projects/<slug> (the host owns /projects/*, this
 * module its pages; /projects itself is the stack), in the page's language. The build pre-renders
 * each (pagePaths) with its head (pageHead) and writes the prefix's sitemap and preview images (pageFiles).
 */
export default function ProjectPages({ locale = DEFAULT_LOCALE, ...props }: PageModuleProps) {
  return (
    <LocaleProvider locale={locale}>
      <Pages {...props} locale={locale} />
    </LocaleProvider>
  );
}

function Pages({ path = '', variant = 'page', siteBase = '/', locale }: PageModuleProps & { locale: Locale }) {
  const m = useMessages();
  const { studies, showcases } = useProjectsData();
  const found = caseStudyOf(path, studies, showcases);
  usePageHeadInDocument(localePath(path, locale), headAtSitePath);
  const heading = variant === 'page' ? 'h1' : 'h2';
  if (!found)
    return (
      <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 text-center">
        <p className="font-mono text-sm text-accent-ink">404</p>
        <p
          className="text-gradient mt-2 font-display text-4xl font-bold"
          role="heading"
          aria-level={heading === 'h1' ? 1 : 2}
        >
          {m.not_found_heading({})}
        </p>
        <p className="mt-4 text-ink-muted">{m.not_found_text({})}</p>
      </section>
    );
  return <CaseStudyPage {...found} siteBase={siteBase} headingLevel={heading} />;
}

/** The head of a site path with its language segment (`/de/projects/x`): the document's canonical address. */
function headAtSitePath(sitePath: string): PageHead | null {
  const { locale, path } = splitLocale(sitePath);
  return pageHead(path, locale);
}

// The build's exports take the page's language (PageModuleBuild); without one, English.

/** Every case study is written in every language: the same paths in each. */
export async function pagePaths(locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const { studies } = await loadProjectsData(locale);
  return studies.map((study) => caseStudyPath(study.slug));
}

/** After preloadPage: the language's words are loaded. */
export function pageHead(path: string, locale: Locale = DEFAULT_LOCALE): PageHead | null {
  const { studies, showcases } = projectsDataIn(locale);
  return caseStudyHead(path, studies, showcases, messagesIn(locale), locale);
}

export async function preloadPage(path: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  const [, { studies, showcases }] = await Promise.all([loadMessages(locale), loadProjectsData(locale)]);
  const found = caseStudyOf(path, studies, showcases);
  if (found) await loadCaseStudyBody(found.study.slug, locale);
}

/** The language's sitemap (its pages' addresses, with the language segment) and preview images, by path below the language's folder. */
export async function pageFiles(
  site: { siteUrl: string; name: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<Record<string, string | PreviewCard>> {
  const [, { studies, showcases }] = await Promise.all([loadMessages(locale), loadProjectsData(locale)]);
  const paths = (await pagePaths(locale)).map((path) => localePath(path, locale));
  return {
    [CASE_STUDY_SITEMAP]: caseStudySitemap(paths, site.siteUrl),
    ...caseStudyPreviews(studies, showcases, site.name, messagesIn(locale)),
  };
}
