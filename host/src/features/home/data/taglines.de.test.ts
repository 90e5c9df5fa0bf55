import { describe, expect, it } from 'vitest';
import { TAGLINES } from './taglines';
import { TAGLINES_DE, taglinesIn } from './taglines.de';

describe('taglinesIn', () => {
  it('gives the spec’s phrases in English', () => {
    expect(taglinesIn('en')).toEqual([...TAGLINES]);
  });

  it('gives one German phrase per English one, in order', () => {
    const german = taglinesIn('de');
    expect(german).toEqual([...TAGLINES_DE]);
    expect(german).toHaveLength(TAGLINES.length);
    expect(german[0]).toBe('Full-Stack-Entwickler & UI/UX-Enthusiast');
    german.forEach((phrase, index) => expect(phrase).not.toBe(TAGLINES[index]));
  });
});
