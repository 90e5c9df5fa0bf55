import { describe, expect, it } from 'vitest';
import { owner } from '@portfolio/shared/owner';
import { ABOUT } from './about';
import { ABOUT_DE, aboutIn } from './about.de';

describe('aboutIn', () => {
  it('gives ABOUT in English', () => {
    expect(aboutIn('en')).toEqual(ABOUT);
  });

  it('gives the German words with ABOUT’s portrait file and the quote’s author', () => {
    const about = aboutIn('de');
    expect(about.heading).toBe('Entwickler, Designer, Macher, Innovator');
    expect(about.bio).toBe(ABOUT_DE.bio);
    expect(about.bio).toContain(owner.name);
    expect(about.portrait).toEqual({ ...ABOUT.portrait, alt: ABOUT_DE.portraitAlt });
    expect(about.quote).toEqual({ text: 'Einfachheit ist die Seele der Effizienz.', author: ABOUT.quote.author });
  });

  it('writes the figures as German does, one per English figure', () => {
    const values = aboutIn('de').highlights.map((item) => item.value);
    expect(values).toEqual(['2+', '9', '3,89']);
    expect(values).toHaveLength(ABOUT.highlights.length);
  });
});
