import { loadProjects } from '@portfolio/shared/hooks/useProjects';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { loadersThen, localeOfFile, localeWords } from '@portfolio/shared/i18n/localeWords';
import { CASE_STUDIES, inStackOrder } from '../data/caseStudies';
import { projects, withCover, type ProjectShowcase } from '../data/projects';
import type { CaseStudyMeta } from '../utils/caseStudy';

interface ProjectsData {
  showcases: readonly ProjectShowcase[];
  studies: readonly CaseStudyMeta[];
}

const data = localeWords<ProjectsData>(
  { showcases: projects, studies: CASE_STUDIES },
  loadersThen(
    import.meta.glob<Record<string, CaseStudyMeta | null>>(['../data/caseStudies.*.ts', '!../data/*.test.ts'], {
      import: 'default',
    }),
    async (metas, path) => ({
      studies: inStackOrder(metas),
      showcases: (await loadProjects(localeOfFile(path) as Locale)).map(withCover),
    }),
  ),
);

/** The projects with their covers and the case studies, in the page's language. */
export const useProjectsData = data.useWords;
export const loadProjectsData = data.load;
/** A loaded language's projects and case studies outside a component (a page's head, the build's exports). */
export const projectsDataIn = data.wordsIn;
