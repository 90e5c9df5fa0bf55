import { describe, expect, it } from 'vitest';
import { EDUCATION } from '../data/education';
import { MASCOT_GRAPHICS } from './mascotGraphics';

/** Twemoji's file name for an emoji: its code points in hex joined by '-', without U+FE0F. */
function twemojiFileName(emoji: string): string {
  const points = [...emoji].map((char) => char.codePointAt(0)!).filter((point) => point !== 0xfe0f);
  if (points.length === 0) throw new RangeError('an emoji needs at least one code point');
  return points.map((point) => point.toString(16)).join('-');
}

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

/** The package file a graphic's URL names: a file of its own (its test: e2e education.spec.ts draws it). */
const fileOf = (url: string) => {
  expect(url).not.toMatch(/^data:/);
  const { pathname } = new URL(url, 'https://site.example');
  return pathname.slice(pathname.lastIndexOf('/') + 1);
};

describe('MASCOT_GRAPHICS', () => {
  it('has the Twemoji file of every education mascot, and only those', () => {
    const mascots = EDUCATION.map((entry) => entry.mascot);
    expect(Object.keys(MASCOT_GRAPHICS).sort()).toEqual([...new Set(mascots)].sort());
    for (const mascot of mascots) expect(fileOf(MASCOT_GRAPHICS[mascot]!)).toBe(`${twemojiFileName(mascot)}.svg`);
  });
});
