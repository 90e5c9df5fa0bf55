import {
  CHIP_BACKGROUND,
  CHIP_ICON_CONTRAST,
  FALLBACK_ICON_COLOUR,
  MIN_ICON_CONTRAST,
  THEME_BACKGROUND,
  type ThemeName,
} from '../theme/tokens';
import { contrastRatio, parseHex, readableColour } from '../colour/contrast';

/**
 * The colour an icon is drawn in on a theme's background (spec section 9): its brand
 * colour, or the theme's fallback when the brand colour is too close to the background.
 */
export function iconColourFor(hex: string, theme: ThemeName): string {
  const brand = `#${hex.replace(/^#/, '').toLowerCase()}`;
  if (!parseHex(brand)) return FALLBACK_ICON_COLOUR[theme];
  return contrastRatio(brand, THEME_BACKGROUND[theme]) < MIN_ICON_CONTRAST[theme] ? FALLBACK_ICON_COLOUR[theme] : brand;
}

/**
 * The colour an icon is drawn in on a chip (the skill cards', a case study's stack): the rule
 * above, then darkened (light theme) or lightened (dark theme) just enough to stand out from the
 * chip as a graphic must (WCAG 2.2 non-text contrast).
 */
export function chipIconColourFor(hex: string, theme: ThemeName): string {
  return readableColour(iconColourFor(hex, theme), CHIP_BACKGROUND[theme], CHIP_ICON_CONTRAST);
}
