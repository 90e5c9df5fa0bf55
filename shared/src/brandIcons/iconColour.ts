import { FALLBACK_ICON_COLOUR, MIN_ICON_CONTRAST, THEME_BACKGROUND, type ThemeName } from '../theme/tokens';
import { contrastRatio, parseHex } from '../colour/contrast';

/**
 * The colour an icon is drawn in on a theme's background (spec section 9): its brand
 * colour, or the theme's fallback when the brand colour is too close to the background.
 */
export function iconColourFor(hex: string, theme: ThemeName): string {
  const brand = `#${hex.replace(/^#/, '').toLowerCase()}`;
  if (!parseHex(brand)) return FALLBACK_ICON_COLOUR[theme];
  return contrastRatio(brand, THEME_BACKGROUND[theme]) < MIN_ICON_CONTRAST[theme] ? FALLBACK_ICON_COLOUR[theme] : brand;
}
