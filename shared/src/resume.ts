/** The résumé page and its PDFs (printed by `npm run resume` unless owner.json's `resumePdf` names one). */
import { DEFAULT_LOCALE, type Locale } from './i18n/locale';
import type { OwnerConfig } from './owner';

export const RESUME_PATH = '/resume';

/** The paper sizes the résumé is printed on (Chromium's page.pdf format names). */
export const RESUME_PAPERS = [
  { id: 'a4', format: 'A4', label: 'A4' },
  { id: 'letter', format: 'Letter', label: 'US Letter' },
] as const;

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
  /** The file's language where it is not the default one (the link's `hreflang`). */
  hreflang?: Locale;
}

/** The file a generated PDF is saved as: `alex-rivera-resume-a4.pdf`, `alex-rivera-resume-de-a4.pdf` in German. */
export function generatedPdfName(owner: Pick<OwnerConfig, 'name'>, paper: { id: string }, locale = DEFAULT_LOCALE) {
  const language = locale === DEFAULT_LOCALE ? '' : `-${locale}`;
  return `${fileSlug(owner.name)}-resume${language}-${paper.id}.pdf`;
}

/** The résumé downloads a page in a language offers: the owner's own PDF, or one generated PDF per paper size. */
export function resumeDownloads(
  owner: Pick<OwnerConfig, 'name' | 'resumePdf'>,
  locale: Locale = DEFAULT_LOCALE,
): ResumeDownload[] {
  if (owner.resumePdf) return [{ path: owner.resumePdf, fileName: `${fileSlug(owner.name)}-resume.pdf`, paper: null }];
  return RESUME_PAPERS.map((paper) => {
    const fileName = generatedPdfName(owner, paper, locale);
    return {
      path: `${RESUME_PDF_FOLDER}/${fileName}`,
      fileName,
      paper: paper.label,
      ...(locale === DEFAULT_LOCALE ? {} : { hreflang: locale }),
    };
  });
}
