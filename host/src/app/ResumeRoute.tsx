import { projectsIn } from '@portfolio/shared/content/projects';
import { skillGroupsIn } from '@portfolio/shared/content/skills';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { resumeDownloads } from '@portfolio/shared/resume';
import { Island } from '@portfolio/shared/ui/Island';
import { educationIn } from '../features/education/data/education.de';
import { aboutIn } from '../features/home/data/about.de';
import { ResumePage } from '../features/resume/components/ResumePage';
import type { ResumeContent } from '../features/resume/utils/resumeModel';
import { SITE_OWNER, sitePath } from '../utils/siteBase';

/** The résumé in a language from the files that feed the rest of the site: nothing typed twice. */
function resumeContent(locale: Locale): ResumeContent {
  return {
    owner: SITE_OWNER,
    summary: aboutIn(locale).bio,
    skillGroups: skillGroupsIn(locale),
    projects: projectsIn(locale),
    education: educationIn(locale).entries,
    downloads: resumeDownloads(SITE_OWNER, locale).map((download) => ({ ...download, path: sitePath(download.path) })),
  };
}

/** Links only: static. */
export function ResumeRoute() {
  return (
    <Island name="resume" when={STATIC}>
      <ResumePage content={resumeContent(useLocale())} />
    </Island>
  );
}
