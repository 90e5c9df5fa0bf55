import { PROJECTS, projectsWith, type ProjectContent, type ProjectWordsBySlug } from '../content/projects';
import { loadersThen, localeWords } from '../i18n/localeWords';

/** The six projects in the page's language (content/projects.<locale>.ts). */
export const { useWords: useProjects, load: loadProjects } = localeWords<readonly ProjectContent[]>(
  PROJECTS,
  loadersThen(
    import.meta.glob<ProjectWordsBySlug>(['../content/projects.*.ts', '!../content/*.test.ts'], { import: 'default' }),
    projectsWith,
  ),
);
