import { describe, expect, it } from 'vitest';
import { loadTaglines } from '../hooks/useTaglines';
import { TAGLINES } from './taglines';

describe('the tagline phrases in a language', () => {
  it('gives the spec’s phrases in English', async () => {
    expect(await loadTaglines('en')).toEqual([...TAGLINES]);
  });

  it('gives one German phrase per English one, in order', async () => {
    const german = await loadTaglines('de');
    expect(german).toHaveLength(TAGLINES.length);
    expect(german[0]).toBe('Full-Stack-Entwickler & UI/UX-Enthusiast');
    german.forEach((phrase, index) => expect(phrase).not.toBe(TAGLINES[index]));
  });
});
