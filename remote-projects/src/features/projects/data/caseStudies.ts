import { PROJECTS } from '@portfolio/shared/content/projects';
import { withBase } from '@portfolio/shared/basePath';
import { localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { caseStudyPath, type CaseStudyBody, type CaseStudyMeta } from '../utils/caseStudy';
import type { ProjectShowcase } from './projects';
import { bodyLoader } from '@portfolio/shared/content/bodyLoader';

// The English case studies' front matter (small), and each body as a chunk of its own: `<slug>.md` in
// English, `<slug>.de.md` in German. The German front matter is a chunk too (caseStudies.de.ts).
const englishMetas = import.meta.glob<CaseStudyMeta | null>(
  ['../../../../content/case-studies/*.md', '!../../../../content/case-studies/*.*.md'],
  { query: '?meta', import: 'default', eager: true },
);
const bodies = {
  en: import.meta.glob<CaseStudyBody | null>(
    ['../../../../content/case-studies/*.md', '!../../../../content/case-studies/*.*.md'],
    { import: 'default' },
  ),
  de: import.meta.glob<CaseStudyBody | null>('../../../../content/case-studies/*.de.md', { import: 'default' }),
} satisfies Record<Locale, unknown>;

/** The case studies in the stack's order (the projects' order), drafts only under `npm run dev`. */
export function inStackOrder(found: Record<string, CaseStudyMeta | null>): readonly CaseStudyMeta[] {
  return Object.values(found)
    .filter((meta) => meta !== null)
    .sort(
      (a, b) =>
        PROJECTS.findIndex((project) => project.slug === a.project) -
        PROJECTS.findIndex((project) => project.slug === b.project),
    );
}

/** The English case studies, in the stack's order. */
export const CASE_STUDIES: readonly CaseStudyMeta[] = inStackOrder(englishMetas);

/** Body modules by the slug's file name (`eventsphere.de.md` → `eventsphere.md`), as bodyLoader keys them. */
function bySlug<Body>(found: Record<string, Body>): Record<string, Body> {
  return Object.fromEntries(Object.entries(found).map(([file, load]) => [file.replace(/\.[a-z]+\.md$/, '.md'), load]));
}

const loaders = {
  en: bodyLoader<CaseStudyBody>(bodies.en, 'case study'),
  de: bodyLoader<CaseStudyBody>(bySlug(bodies.de), 'German case study'),
} satisfies Record<Locale, unknown>;

/** A case study's body in a language: one load each; settled, React's `use` reads it at once (the build preloads each). */
export function loadCaseStudyBody(slug: string, locale: Locale = 'en'): Promise<CaseStudyBody> {
  return loaders[locale](slug);
}

/** The projects with the address of each one's case study among `studies`, in their language (the stack's cards link to it). */
export function withCaseStudies(
  shown: readonly ProjectShowcase[],
  studies: readonly CaseStudyMeta[],
  siteBase: string,
  locale: Locale = 'en',
): ProjectShowcase[] {
  return shown.map((project) => {
    const study = studies.find((candidate) => candidate.project === project.slug);
    return study
      ? { ...project, caseStudyHref: withBase(siteBase, localePath(caseStudyPath(study.slug), locale)) }
      : project;
  });
}
