/** The résumé page and its PDFs (printed by `npm run resume` unless owner.json's `resumePdf` names one). */
import type { OwnerConfig } from './owner';

export const RESUME_PATH = '/resume';

/** The paper sizes the résumé is printed on (Chromium's page.pdf format names). */
export const RESUME_PAPERS = [
  { id: 'a4', format: 'A4', label: 'A4' },
  { id: 'letter', format: 'Letter', label: 'US Letter' },
] as const;

export type ResumePaper = (typeof RESUME_PAPERS)[number];

/** Where the generated PDFs are, under host/public. */
export const RESUME_PDF_FOLDER = '/resume';

/** The owner's name as a file-name part: `Alex Rivera` → `alex-rivera`. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'resume';
}

export interface ResumeDownload {
  /** Site path, without the base path. */
  path: string;
  fileName: string;
  /** The paper's label; null for the owner's own PDF. */
  paper: string | null;
}

/** The file a generated PDF is saved as: `alex-rivera-resume-a4.pdf`. */
export function generatedPdfName(owner: Pick<OwnerConfig, 'name'>, paper: Pick<ResumePaper, 'id'>): string {
  return `${fileSlug(owner.name)}-resume-${paper.id}.pdf`;
}

/** The résumé downloads the page offers: the owner's own PDF, or one generated PDF per paper size. */
export function resumeDownloads(owner: Pick<OwnerConfig, 'name' | 'resumePdf'>): ResumeDownload[] {
  if (owner.resumePdf) {
    return [{ path: owner.resumePdf, fileName: `${fileSlug(owner.name)}-resume.pdf`, paper: null }];
  }
  return RESUME_PAPERS.map((paper) => {
    const fileName = generatedPdfName(owner, paper);
    return { path: `${RESUME_PDF_FOLDER}/${fileName}`, fileName, paper: paper.label };
  });
}
