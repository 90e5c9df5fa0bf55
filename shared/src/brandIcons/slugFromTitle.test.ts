import { describe, expect, it } from 'vitest';
import iconsData from 'simple-icons/icons.json';
import { titleToSlug } from 'simple-icons/sdk';
import { slugFromTitle } from './slugFromTitle';

describe('slugFromTitle', () => {
  it.each([
    ['Node.js', 'nodedotjs'],
    ['C++', 'cplusplus'],
    ['Tailwind CSS', 'tailwindcss'],
    ['Next.js', 'nextdotjs'],
    ['Testing Library', 'testinglibrary'],
    ['AT&T', 'atandt'],
    ['Citroën', 'citroen'],
    ['Škoda', 'skoda'],
    ['Mañana Café', 'mananacafe'],
    ['Łódź Straße', 'lodzstrasse'],
    ['HTML5', 'html5'],
    ['Visual Studio Code', 'visualstudiocode'],
  ])('derives %s -> %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('strips punctuation and spaces that have no named replacement', () => {
    expect(slugFromTitle("Macy's (Beta) / Web-App!")).toBe('macysbetawebapp');
  });

  it('agrees with simple-icons` own titleToSlug for every title in the data set', () => {
    const titles = iconsData.map((icon) => icon.title);
    expect(titles.length).toBeGreaterThan(3000);
    const disagreements = titles.filter((title) => slugFromTitle(title) !== titleToSlug(title));
    expect(disagreements).toEqual([]);
  });
});
