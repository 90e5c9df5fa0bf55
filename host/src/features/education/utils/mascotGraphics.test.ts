import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EDUCATION } from '../data/education';
import { MASCOT_GRAPHICS, mascotGraphic, twemojiFileName } from './mascotGraphics';

describe('twemojiFileName', () => {
  it('names a single code point in lower-case hex', () => {
    expect(twemojiFileName('🎓')).toBe('1f393');
    expect(twemojiFileName('📚')).toBe('1f4da');
  });

  it('drops the emoji-presentation selector and joins sequences with dashes', () => {
    expect(twemojiFileName('❤️')).toBe('2764');
    expect(twemojiFileName('👩‍💻')).toBe('1f469-200d-1f4bb');
  });

  it('refuses an empty string', () => {
    expect(() => twemojiFileName('')).toThrow(RangeError);
  });
});

const require = createRequire(import.meta.url);
/** The package's own file for `emoji`, quoted the way Vite's data URLs quote it. */
const twemojiFile = (emoji: string) =>
  readFileSync(require.resolve(`@twemoji/svg/${twemojiFileName(emoji)}.svg`), 'utf8')
    .trim()
    .replaceAll('"', "'");
/** The SVG behind a graphic's URL: Vite inlines files this small as data URLs. */
const svgOf = (url: string) => {
  expect(url).toMatch(/^data:image\/svg\+xml,/);
  return decodeURIComponent(url.slice(url.indexOf(',') + 1));
};

describe('mascotGraphic', () => {
  it('has the Twemoji file of every education mascot, and only those', () => {
    const mascots = EDUCATION.map((entry) => entry.mascot);
    expect(Object.keys(MASCOT_GRAPHICS).sort()).toEqual([...new Set(mascots)].sort());
    for (const mascot of mascots) expect(svgOf(mascotGraphic(mascot))).toBe(twemojiFile(mascot));
  });

  it('throws for an emoji with no bundled graphic', () => {
    expect(() => mascotGraphic('🚀')).toThrow(/1f680\.svg/);
  });
});
