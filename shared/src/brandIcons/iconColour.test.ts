import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../colour/contrast';
import { SKILL_GROUPS } from '../content/skills';
import { CHIP_BACKGROUND } from '../theme/tokens';
import { brandIconFor } from './brandIconFor';
import { chipIconColourFor, iconColourFor } from './iconColour';

describe('iconColourFor: the theme fallback rule', () => {
  it('keeps a brand colour with enough contrast on the dark background (at least 2)', () => {
    expect(iconColourFor('61DAFB', 'dark')).toBe('#61dafb');
    expect(iconColourFor('0052CC', 'dark')).toBe('#0052cc');
  });

  it('draws near-black brands in white on the dark background', () => {
    expect(iconColourFor('000000', 'dark')).toBe('#ffffff');
    expect(iconColourFor('181717', 'dark')).toBe('#ffffff');
    // #2d3748 is 1.6:1 against #080510: below 2.
    expect(contrastRatio('#2d3748', '#080510')).toBeLessThan(2);
    expect(iconColourFor('2D3748', 'dark')).toBe('#ffffff');
  });

  it('keeps brand colours on the light background down to a ratio of 1.2', () => {
    expect(iconColourFor('000000', 'light')).toBe('#000000');
    // JavaScript yellow is just above the limit against #f3f2ef.
    expect(contrastRatio('#f7df1e', '#f3f2ef')).toBeGreaterThanOrEqual(1.2);
    expect(iconColourFor('F7DF1E', 'light')).toBe('#f7df1e');
  });

  it('draws near-background brands in #6e6e73 on the light background', () => {
    expect(iconColourFor('FFFFFF', 'light')).toBe('#6e6e73');
    expect(contrastRatio('#fafafa', '#f3f2ef')).toBeLessThan(1.2);
    expect(iconColourFor('FAFAFA', 'light')).toBe('#6e6e73');
  });

  it('uses the fallback for something that is not a colour', () => {
    expect(iconColourFor('', 'dark')).toBe('#ffffff');
    expect(iconColourFor('', 'light')).toBe('#6e6e73');
  });
});

describe('chipIconColourFor: at least 3:1 against the chip', () => {
  it('keeps a brand colour that stands out from the chip', () => {
    expect(chipIconColourFor('7952B3', 'light')).toBe('#7952b3');
    expect(chipIconColourFor('61DAFB', 'dark')).toBe('#61dafb');
  });

  it('darkens React`s light blue on the light chip and lightens Flutter`s dark blue on the dark one', () => {
    for (const [hex, theme] of [
      ['61DAFB', 'light'],
      ['F7DF1E', 'light'],
      ['02569B', 'dark'],
    ] as const) {
      const colour = chipIconColourFor(hex, theme);
      expect(colour).not.toBe(`#${hex.toLowerCase()}`);
      expect(contrastRatio(colour, CHIP_BACKGROUND[theme])).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every skill`s icon 3:1 against its chip in both themes', () => {
    for (const skill of SKILL_GROUPS.flatMap((group) => group.skills)) {
      const icon = brandIconFor(skill.icon);
      if (!icon) continue;
      for (const theme of ['light', 'dark'] as const)
        expect(
          contrastRatio(chipIconColourFor(icon.hex, theme), CHIP_BACKGROUND[theme]),
          `${skill.name}, ${theme}`,
        ).toBeGreaterThanOrEqual(3);
    }
  });
});
