import { describe, expect, it } from 'vitest';
import en from '../../../lib/messages/words/en.js';
import { displayUrl, downloadLabel } from './resumeModel';

describe('résumé text rules', () => {
  it('writes a URL as it reads on paper', () => {
    expect(displayUrl('https://github.com/example-alex-rivera')).toBe('github.com/example-alex-rivera');
    expect(displayUrl('https://www.linkedin.com/in/me/')).toBe('linkedin.com/in/me');
    expect(displayUrl('http://portfolio.example.com/')).toBe('portfolio.example.com');
  });

  it('names the paper of a generated PDF, not of the owner’s own', () => {
    expect(downloadLabel({ paper: 'US Letter' }, en)).toBe('Download PDF (US Letter)');
    expect(downloadLabel({ paper: null }, en)).toBe('Download PDF');
  });
});
