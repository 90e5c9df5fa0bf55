import { THEME_BACKGROUND, type ThemeName } from '@portfolio/shared/theme/tokens';
import { contrastRatio, mix } from '@portfolio/shared/colour/contrast';
import { iconColourFor } from '@portfolio/shared/brandIcons/iconColour';

/**
 * Contrast an icon in the cloud needs against the page to read, beyond the spec's minimum (which
 * only decides when to give up on the brand colour): WCAG's 3:1 for graphics in the light theme;
 * more in the dark theme, where saturated mid-dark blues and greens (Jira, Flutter, Dart, VS Code,
 * nginx) pass 3:1 yet look dim, most of all at the back of the cloud where they are drawn faded.
 */
export const LEGIBLE_ICON_CONTRAST: Record<ThemeName, number> = { light: 3, dark: 6 };
/**
 * How far a brand colour may be moved towards the theme's ink (black on light, white on dark) to
 * reach that contrast while still looking like itself: towards white a colour stays itself longer
 * (it turns lighter) than towards black (yellows and cyans turn olive and grey). Beyond it the
 * icon keeps its colour on a plate instead.
 */
export const MAX_BRAND_SHIFT: Record<ThemeName, number> = { light: 0.3, dark: 0.5 };
const INK: Record<ThemeName, string> = { light: '#000000', dark: '#ffffff' };
/** A plate in the other theme's page colour: every brand colour that needs one reads on it. */
export const ICON_PLATE: Record<ThemeName, string> = { light: THEME_BACKGROUND.dark, dark: THEME_BACKGROUND.light };
/**
 * Brands whose icon is a tile with letters cut out of it: what the letters are in the brand's own
 * logo. Without it the letters show the page through them (near-white JS letters on yellow).
 */
const TILE_LETTERS: Readonly<Record<string, string>> = { javascript: '#000000', typescript: '#ffffff' };

export interface IconPaint {
  /** The icon's colour. */
  fill: string;
  /** A rounded plate drawn behind the icon, or null when it reads on the page as it is. */
  plate: string | null;
  /** The colour seen through the icon's cut-out letters, or null for an icon without them. */
  letters: string | null;
}

/**
 * How the cloud draws an icon on a theme's page: the spec's colour rule first (iconColourFor),
 * then, where that colour is still too faint to read (LEGIBLE_ICON_CONTRAST), the smallest shift
 * towards the theme's ink that makes it read, or a plate when a small shift is not enough.
 */
export function iconPaint(slug: string, hex: string, theme: ThemeName): IconPaint {
  const letters = TILE_LETTERS[slug] ?? null;
  const brand = iconColourFor(hex, theme);
  const background = THEME_BACKGROUND[theme];
  const target = LEGIBLE_ICON_CONTRAST[theme];
  if (contrastRatio(brand, background) >= target) return { fill: brand, plate: null, letters };
  // The smallest shift in 1 % steps; contrast grows with the shift, so the first that reads is it.
  for (let percent = 1; percent <= MAX_BRAND_SHIFT[theme] * 100; percent++) {
    const shifted = mix(brand, INK[theme], percent / 100);
    if (contrastRatio(shifted, background) >= target) return { fill: shifted, plate: null, letters };
  }
  return { fill: brand, plate: ICON_PLATE[theme], letters };
}
