import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '@portfolio/shared/colour/contrast';
import { readableAccent } from './contrast';

describe('readableAccent', () => {
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
