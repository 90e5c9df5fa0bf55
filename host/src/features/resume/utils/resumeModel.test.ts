import { describe, expect, it } from 'vitest';
import { displayUrl, displayYears, downloadLabel } from './resumeModel';

describe('résumé text rules', () => {
  it('writes a URL as it reads on paper', () => {
    expect(displayUrl('https://github.com/example-alex-rivera')).toBe('github.com/example-alex-rivera');
    expect(displayUrl('https://www.linkedin.com/in/me/')).toBe('linkedin.com/in/me');
    expect(displayUrl('http://portfolio.example.com/')).toBe('portfolio.example.com');
  });

  it('typesets a year range with an en dash and leaves a single year alone', () => {
    expect(displayYears('2023-2026')).toBe('2023–2026');
    expect(displayYears('2019')).toBe('2019');
  });

  it('names the paper of a generated PDF, not of the owner’s own', () => {
    expect(downloadLabel({ paper: 'US Letter' })).toBe('Download PDF (US Letter)');
    expect(downloadLabel({ paper: null })).toBe('Download PDF');
  });
});
