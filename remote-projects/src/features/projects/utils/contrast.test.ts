import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, parseHex, readableAccent, relativeLuminance } from './contrast';

describe('contrast maths', () => {
  it('parses long and short hex colours', () => {
    expect(parseHex('#5196fd')).toEqual([0x51, 0x96, 0xfd]);
    expect(parseHex('fff')).toEqual([255, 255, 255]);
    expect(() => parseHex('teal')).toThrow();
  });

  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('mixes in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#5196fd', '#000000', 0)).toBe('#5196fd');
  });

  it('keeps an accent that already reads and darkens or lightens one that does not', () => {
    expect(readableAccent('#ffffff', '#080510')).toBe('#ffffff');
    const onLight = readableAccent('#84cc16', '#ffffff');
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onLight)).toBeLessThan(relativeLuminance('#84cc16'));
    const onDark = readableAccent('#7c3aed', '#120d1f');
    expect(contrastRatio(onDark, '#120d1f')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#7c3aed'));
  });
});
