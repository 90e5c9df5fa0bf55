import { describe, expect, it } from 'vitest';
import { fileSlug, generatedPdfName, RESUME_PAPERS, resumeDownloads } from './resume';

describe('résumé downloads', () => {
  it('name each generated PDF after the owner and its paper', () => {
    expect(resumeDownloads({ name: 'Alex Rivera' })).toEqual([
      { path: '/resume/alex-rivera-resume-a4.pdf', fileName: 'alex-rivera-resume-a4.pdf', paper: 'A4' },
      { path: '/resume/alex-rivera-resume-letter.pdf', fileName: 'alex-rivera-resume-letter.pdf', paper: 'US Letter' },
    ]);
  });

  it('name the German PDFs apart and mark their language', () => {
    expect(resumeDownloads({ name: 'Alex Rivera' }, 'de')).toEqual([
      {
        path: '/resume/alex-rivera-resume-de-a4.pdf',
        fileName: 'alex-rivera-resume-de-a4.pdf',
        paper: 'A4',
        hreflang: 'de',
      },
      {
        path: '/resume/alex-rivera-resume-de-letter.pdf',
        fileName: 'alex-rivera-resume-de-letter.pdf',
        paper: 'US Letter',
        hreflang: 'de',
      },
    ]);
    expect(resumeDownloads({ name: 'Alex Rivera' }).some((download) => 'hreflang' in download)).toBe(false);
  });

  it('offer the owner’s own PDF alone when owner.json names one, in every language', () => {
    for (const locale of ['en', 'de'] as const) {
      expect(resumeDownloads({ name: 'Zoë O’Brien', resumePdf: '/files/cv.pdf' }, locale)).toEqual([
        { path: '/files/cv.pdf', fileName: 'zoe-o-brien-resume.pdf', paper: null },
      ]);
    }
  });

  it('make a file name of any name: accents folded, punctuation to hyphens, never empty', () => {
    expect(fileSlug('  José  Ñúñez-García ')).toBe('jose-nunez-garcia');
    expect(fileSlug('李雷')).toBe('resume');
    expect(RESUME_PAPERS.map((paper) => generatedPdfName({ name: 'Sam' }, paper))).toEqual([
      'sam-resume-a4.pdf',
      'sam-resume-letter.pdf',
    ]);
    expect(generatedPdfName({ name: 'Sam' }, { id: 'a4' }, 'de')).toBe('sam-resume-de-a4.pdf');
  });
});
