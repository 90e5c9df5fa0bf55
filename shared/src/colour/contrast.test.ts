import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, parseHex, readableColour, relativeLuminance, toHex } from './contrast';

describe('colour maths (WCAG 2.2)', () => {
  it('parses long and short hex colours, with or without #', () => {
    expect(parseHex('#ff8000')).toEqual([255, 128, 0]);
    expect(parseHex('#5196fd')).toEqual([0x51, 0x96, 0xfd]);
    expect(parseHex('0f0')).toEqual([0, 255, 0]);
    expect(parseHex(' fff ')).toEqual([255, 255, 255]);
  });

  it('says null for what is not a hex colour', () => {
    expect(parseHex('nope')).toBeNull();
    expect(parseHex('teal')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('')).toBeNull();
  });

  it('writes a colour back as #rrggbb, rounding channels', () => {
    expect(toHex([255, 128, 0])).toBe('#ff8000');
    expect(toHex([127.6, 0.2, 15])).toBe('#80000f');
  });

  it('gives the known luminance of black, white and mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.184, 3);
  });

  it('refuses to measure what is not a colour', () => {
    expect(() => relativeLuminance('teal')).toThrow('Not a hex colour: teal');
    expect(() => contrastRatio('#fff', 'nope')).toThrow();
  });

  it('gives 21 for black on white, 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#3178c6', '#3178c6')).toBe(1);
    // Known pair: #777 on white is 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('mixes in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#5196fd', '#000000', 0)).toBe('#5196fd');
    expect(mix('#5196fd', '#000000', 1)).toBe('#000000');
  });

  it('keeps a colour that already reads and darkens or lightens one that does not, just enough', () => {
    expect(readableColour('#ffffff', '#080510', 4.5)).toBe('#ffffff');
    const onLight = readableColour('#84cc16', '#ffffff', 4.5);
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onLight)).toBeLessThan(relativeLuminance('#84cc16'));
    const onDark = readableColour('#7c3aed', '#120d1f', 4.5);
    expect(contrastRatio(onDark, '#120d1f')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#7c3aed'));
  });
});
