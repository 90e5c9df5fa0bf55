import { useProjects } from '@portfolio/shared/hooks/useProjects';
import { useSkillGroups } from '@portfolio/shared/hooks/useSkillGroups';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { ownerTitleIn } from '@portfolio/shared/owner';
import { resumeDownloads } from '@portfolio/shared/resume';
import { useEducation } from '../features/education/hooks/useEducation';
import { useAbout } from '../features/home/hooks/useAbout';
import { ResumePage } from '../features/resume/components/ResumePage';
import { SITE_OWNER, sitePath } from '../utils/siteBase';

/** The résumé in the page's language from the files that feed the rest of the site: nothing typed twice. */
export function ResumeRoute() {
  const locale = useLocale();
  const content = {
    owner: { ...SITE_OWNER, title: ownerTitleIn(SITE_OWNER, locale) },
    summary: useAbout().bio,
    skillGroups: useSkillGroups(),
    projects: useProjects(),
    education: useEducation().entries,
    downloads: resumeDownloads(SITE_OWNER, locale).map((download) => ({ ...download, path: sitePath(download.path) })),
  };
  return <ResumePage content={content} />;
}
