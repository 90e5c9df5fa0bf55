import { PROJECTS } from '@portfolio/shared/content/projects';
import { SKILL_GROUPS } from '@portfolio/shared/content/skills';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { resumeDownloads } from '@portfolio/shared/resume';
import { Island } from '@portfolio/shared/ui/Island';
import { EDUCATION } from '../features/education/data/education';
import { ABOUT } from '../features/home/data/about';
import { ResumePage } from '../features/resume/components/ResumePage';
import type { ResumeContent } from '../features/resume/utils/resumeModel';
import { SITE_OWNER, sitePath } from '../utils/siteBase';

/** The résumé from the files that feed the rest of the site: nothing typed twice. */
const RESUME_CONTENT: ResumeContent = {
  owner: SITE_OWNER,
  summary: ABOUT.bio,
  skillGroups: SKILL_GROUPS,
  projects: PROJECTS,
  education: EDUCATION,
  downloads: resumeDownloads(SITE_OWNER).map((download) => ({ ...download, path: sitePath(download.path) })),
};

/** Links only: static. */
export function ResumeRoute() {
  return (
    <Island name="resume" when={STATIC}>
      <ResumePage content={RESUME_CONTENT} />
    </Island>
  );
}
