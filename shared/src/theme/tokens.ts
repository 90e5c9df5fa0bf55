/** Theme tokens from spec section 9, used by code that needs colours outside CSS (canvas, contrast rules). */
export type ThemeName = 'dark' | 'light';

export const THEME_BACKGROUND: Record<ThemeName, string> = { light: '#f3f2ef', dark: '#080510' };

/** Minimum contrast an icon colour needs against the background, per theme. */
export const MIN_ICON_CONTRAST: Record<ThemeName, number> = { light: 1.2, dark: 2 };

/** Colour an icon is drawn in when its own colour is too close to the background. */
export const FALLBACK_ICON_COLOUR: Record<ThemeName, string> = { light: '#6e6e73', dark: '#ffffff' };

/**
 * The chips a brand icon sits on, per theme: the chip's own colour in the dark theme and the page's
 * in the light one, the chip colours furthest from its icons (a chip is a translucent white over a
 * card or the page).
 */
export const CHIP_BACKGROUND: Record<ThemeName, string> = { light: '#f3f2ef', dark: '#120d1f' };

/** WCAG 2.2 non-text contrast: a graphic against what it sits on. */
export const CHIP_ICON_CONTRAST = 3;
