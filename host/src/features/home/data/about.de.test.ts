import { describe, expect, it } from 'vitest';
import { owner } from '@portfolio/shared/owner';
import { loadAbout } from '../hooks/useAbout';
import { ABOUT } from './about';
import ABOUT_DE from './about.de';

describe('the About section in a language', () => {
  it('gives ABOUT in English', async () => {
    expect(await loadAbout('en')).toEqual(ABOUT);
  });

  it('gives the German words with ABOUT’s portrait file and the quote’s author', async () => {
    const about = await loadAbout('de');
    expect(about.heading).toBe('Entwickler, Designer, Macher, Innovator');
    expect(about.bio).toBe(ABOUT_DE.bio);
    expect(about.bio).toContain(owner.name);
    expect(about.portrait).toEqual({ ...ABOUT.portrait, alt: ABOUT_DE.portrait.alt });
    expect(about.quote).toEqual({ text: 'Einfachheit ist die Seele der Effizienz.', author: ABOUT.quote.author });
  });

  it('writes the figures as German does, one per English figure', async () => {
    const values = (await loadAbout('de')).highlights.map((item) => item.value);
    expect(values).toEqual(['2+', '9', '3,89']);
    expect(values).toHaveLength(ABOUT.highlights.length);
  });
});
