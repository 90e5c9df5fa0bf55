// The résumé's content, passed in by the app (features import no other feature), and the text rules the PDF shares.
import type { OwnerConfig } from '@portfolio/shared/owner';
import type { ResumeDownload } from '@portfolio/shared/resume';
import type en from '../../../lib/messages/words/en.js';

export interface ResumeContent {
  owner: Pick<OwnerConfig, 'name' | 'title' | 'email' | 'city' | 'githubUrl' | 'linkedinUrl' | 'siteUrl'>;
  summary: string;
  skillGroups: readonly { title: string; skills: readonly { name: string }[] }[];
  projects: readonly { slug: string; title: string; description: string; githubLink: string; liveLink: string }[];
  education: readonly { degree: string; school: string; year: string; achievements: readonly string[] }[];
  /** The PDFs to offer, with their paths already under the site's base. */
  downloads: readonly ResumeDownload[];
}

/** A URL as it reads on paper: no scheme, no `www.`, no trailing slash (`github.com/me`). */
export function displayUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/)?(www\.)?/i, '').replace(/\/+$/, '');
}

/** A download link's text in the catalog's language: `Download PDF (A4)`, or `Download PDF` for the owner's own file. */
export function downloadLabel(
  download: Pick<ResumeDownload, 'paper'>,
  messages: Pick<typeof en, 'resume_download' | 'resume_download_paper'>,
): string {
  return download.paper ? messages.resume_download_paper({ paper: download.paper }) : messages.resume_download({});
}
