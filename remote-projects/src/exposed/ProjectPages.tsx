import type { PageHead, PageModuleProps } from '@portfolio/shared/federation/contract';
import { usePageHeadInDocument } from '@portfolio/shared/hooks/usePageHeadInDocument';
import { CaseStudyPage } from '../features/projects/components/CaseStudyPage';
import { CASE_STUDIES, loadCaseStudyBody } from '../features/projects/data/caseStudies';
import { projects } from '../features/projects/data/projects';
import {
  caseStudyHead,
  caseStudyOf,
  caseStudyPreviews,
  caseStudySitemap,
  CASE_STUDY_SITEMAP,
} from '../features/projects/utils/caseStudyPages';
import { caseStudyPath } from '../features/projects/utils/caseStudy';
import './projects.css';

/**
 * Exposed page module: the case studies under /projects/<slug> (the host owns /projects/*, this
 * module its pages; /projects itself is the stack). The build pre-renders each (pagePaths) with its
 * head (pageHead) and writes the prefix's sitemap (pageFiles).
 */
export default function ProjectPages({ path = '', variant = 'page', siteBase = '/' }: PageModuleProps) {
  const found = caseStudyOf(path, CASE_STUDIES, projects);
  usePageHeadInDocument(path, pageHead);
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
          Page not found
        </p>
        <p className="mt-4 text-ink-muted">There is no case study at this address.</p>
      </section>
    );
  return <CaseStudyPage {...found} siteBase={siteBase} headingLevel={heading} />;
}

export function pagePaths(): string[] {
  return CASE_STUDIES.map((study) => caseStudyPath(study.slug));
}

export function pageHead(path: string): PageHead | null {
  return caseStudyHead(path, CASE_STUDIES, projects);
}

export async function preloadPage(path: string): Promise<void> {
  const found = caseStudyOf(path, CASE_STUDIES, projects);
  if (found) await loadCaseStudyBody(found.study.slug);
}

export async function pageFiles(site: { siteUrl: string; name: string }): Promise<Record<string, string>> {
  return {
    [CASE_STUDY_SITEMAP]: caseStudySitemap(pagePaths(), site.siteUrl),
    ...caseStudyPreviews(CASE_STUDIES, projects, site.name),
  };
}
