import { mix, readableColour } from '@portfolio/shared/colour/contrast';

/** The card's opaque backgrounds per theme (--pf-surface-strong in shared theme.css). */
export const CARD_BACKGROUND = { dark: '#120d1f', light: '#ffffff' } as const;
/** Strongest accent tint the card paints under its text (glow + badge). */
export const MAX_ACCENT_TINT = 0.18;

export interface CardColours {
  /** The entry's own hex: dot, glow, border tint. */
  accent: string;
  /** Accent for text and the solid button, readable (4.5:1) on the dark card. */
  inkOnDark: string;
  /** The same on the light card. */
  inkOnLight: string;
}

/** Text-safe versions of a project's accent for both themes, checked against the tinted card. */
export function cardColours(accent: string): CardColours {
  const against = (background: string) => mix(background, accent, MAX_ACCENT_TINT);
  return {
    accent,
    // 4.6 rather than 4.5: a margin for anti-aliasing and rounding in the browser.
    inkOnDark: readableColour(accent, against(CARD_BACKGROUND.dark), 4.6),
    inkOnLight: readableColour(accent, against(CARD_BACKGROUND.light), 4.6),
  };
}

/**
 * The CSS custom properties a project's card or case study paints with (--project-accent and the
 * readable ink for each theme; the element's classes pick the ink for the theme shown).
 */
export function projectAccentVars(
  accent: string,
): Record<'--project-accent' | '--project-ink-dark' | '--project-ink-light', string> {
  const colours = cardColours(accent);
  return {
    '--project-accent': colours.accent,
    '--project-ink-dark': colours.inkOnDark,
    '--project-ink-light': colours.inkOnLight,
  };
}
