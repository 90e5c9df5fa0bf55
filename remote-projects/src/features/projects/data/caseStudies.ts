import { PROJECTS } from '@portfolio/shared/content/projects';
import { withBase } from '@portfolio/shared/basePath';
import { caseStudyPath, type CaseStudyBody, type CaseStudyMeta } from '../utils/caseStudy';
import type { ProjectShowcase } from './projects';
import { bodyLoader } from '@portfolio/shared/content/bodyLoader';

// Every case study's front matter (small), and each body as a chunk of its own.
const metas = import.meta.glob<CaseStudyMeta | null>('../../../../content/case-studies/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});
const bodies = import.meta.glob<CaseStudyBody | null>('../../../../content/case-studies/*.md', { import: 'default' });

/** The case studies in the stack's order (the projects' order), drafts only under `npm run dev`. */
export const CASE_STUDIES: readonly CaseStudyMeta[] = Object.values(metas)
  .filter((meta) => meta !== null)
  .sort(
    (a, b) =>
      PROJECTS.findIndex((project) => project.slug === a.project) -
      PROJECTS.findIndex((project) => project.slug === b.project),
  );

/** A case study's body: one load each; settled, React's `use` reads it at once (the build preloads each). */
export const loadCaseStudyBody = bodyLoader<CaseStudyBody>(bodies, 'case study');

/** The projects with the address of each one's case study (the stack's cards link to it). */
export function withCaseStudies(shown: readonly ProjectShowcase[], siteBase: string): ProjectShowcase[] {
  return shown.map((project) => {
    const study = CASE_STUDIES.find((candidate) => candidate.project === project.slug);
    return study ? { ...project, caseStudyHref: withBase(siteBase, caseStudyPath(study.slug)) } : project;
  });
}
