import { describe, expect, it } from 'vitest';
import { contrastRatio, mix } from '@portfolio/shared/colour/contrast';
import { THEME_BACKGROUND } from '@portfolio/shared/theme/tokens';
import { CLOUD_SLUGS } from '@portfolio/shared/content/skills';
import { ICON_CATALOGUE, SLUG_RENAMES } from '@portfolio/shared/brandIcons/catalogue';
import { ICON_PLATE, iconPaint, LEGIBLE_ICON_CONTRAST, MAX_BRAND_SHIFT } from './contrast';
import { resolveIconRecords } from '@portfolio/shared/brandIcons/iconRecords';

describe('iconPaint: every cloud icon reads in both themes', () => {
  const SLUGS_AND_HEXES = Object.fromEntries(
    resolveIconRecords(CLOUD_SLUGS, ICON_CATALOGUE, SLUG_RENAMES).map((record) => [record.slug, record.hex]),
  );

  it('covers all 30 cloud icons', () => {
    expect(Object.keys(SLUGS_AND_HEXES)).toHaveLength(30);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`gives each icon, or its plate, the legible contrast on the ${theme} page`, () => {
      for (const [slug, hex] of Object.entries(SLUGS_AND_HEXES)) {
        const paint = iconPaint(slug, hex, theme);
        const against = paint.plate ?? THEME_BACKGROUND[theme];
        expect(contrastRatio(paint.fill, against), `${slug} in ${theme}`).toBeGreaterThanOrEqual(
          paint.plate ? 3 : LEGIBLE_ICON_CONTRAST[theme],
        );
        if (paint.plate) {
          expect(contrastRatio(paint.plate, THEME_BACKGROUND[theme]), `${slug}'s plate`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }

  it('keeps a brand colour that already reads exactly as it is', () => {
    expect(iconPaint('figma', 'F24E1E', 'light')).toEqual({ fill: '#f24e1e', plate: null, letters: null });
    expect(iconPaint('react', '61DAFB', 'dark')).toEqual({ fill: '#61dafb', plate: null, letters: null });
  });

  it('brightens the dim dark brands in the dark theme, keeping their hue, with no plate', () => {
    for (const [slug, hex] of [
      ['jira', '0052CC'],
      ['flutter', '02569B'],
      ['visualstudiocode', '007ACC'],
      ['nginx', '009639'],
      ['dart', '0175C2'],
    ]) {
      const paint = iconPaint(slug!, hex!, 'dark');
      expect(paint.plate, slug).toBeNull();
      expect(paint.fill, slug).not.toBe(`#${hex!.toLowerCase()}`);
      expect(contrastRatio(paint.fill, THEME_BACKGROUND.dark), slug).toBeGreaterThan(
        contrastRatio(`#${hex}`, THEME_BACKGROUND.dark),
      );
      // No more than the allowed shift towards white: still the brand's colour.
      expect(paint.fill).toBe(mixWithin(`#${hex}`, '#ffffff', paint.fill));
    }
  });

  it('puts JavaScript on a plate in the light theme, its cut-out letters black; TypeScript`s letters white', () => {
    const js = iconPaint('javascript', 'F7DF1E', 'light');
    expect(js).toEqual({ fill: '#f7df1e', plate: ICON_PLATE.light, letters: '#000000' });
    expect(contrastRatio(js.letters!, js.fill)).toBeGreaterThanOrEqual(4.5);
    const ts = iconPaint('typescript', '3178C6', 'light');
    expect(ts.letters).toBe('#ffffff');
    expect(contrastRatio(ts.letters!, ts.fill)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses a plate only where a small shift cannot make the brand colour read', () => {
    const plated = (theme: 'light' | 'dark') =>
      Object.entries(SLUGS_AND_HEXES)
        .filter(([slug, hex]) => iconPaint(slug, hex, theme).plate)
        .map(([slug]) => slug)
        .sort();
    expect(plated('light')).toEqual(['javascript', 'react']);
    expect(plated('dark')).toEqual([]);
  });
});

/** `shifted` when it is `from` moved at most MAX_BRAND_SHIFT towards `to`, else a marker that fails. */
function mixWithin(from: string, to: string, shifted: string): string {
  for (let percent = 0; percent <= MAX_BRAND_SHIFT.dark * 100; percent++) {
    if (mix(from, to, percent / 100) === shifted) return shifted;
  }
  return 'not a shift within the limit';
}
