import {
  FALLBACK_ICON_COLOUR,
  MIN_ICON_CONTRAST,
  THEME_BACKGROUND,
  type ThemeName,
} from '@portfolio/shared/theme/tokens';

/** '#rrggbb', 'rrggbb' or '#rgb' to [r, g, b] in 0..255; null when it is not a colour. */
export function parseHex(colour: string): [number, number, number] | null {
  const hex = colour.replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
export function relativeLuminance(colour: string): number {
  const rgb = parseHex(colour);
  if (!rgb) throw new Error(`Not a hex colour: ${colour}`);
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour an icon is drawn in on a theme's background (spec section 9): its brand
 * colour, or the theme's fallback when the brand colour is too close to the background.
 */
export function iconColourFor(hex: string, theme: ThemeName): string {
  const brand = `#${hex.replace(/^#/, '').toLowerCase()}`;
  if (!parseHex(brand)) return FALLBACK_ICON_COLOUR[theme];
  return contrastRatio(brand, THEME_BACKGROUND[theme]) < MIN_ICON_CONTRAST[theme] ? FALLBACK_ICON_COLOUR[theme] : brand;
}
