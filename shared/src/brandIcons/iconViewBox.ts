export const FULL_VIEW_BOX = '0 0 24 24';

/** Icons drawn as a logo plus a wordmark, unreadable at icon size: a view box on the logo alone. */
export const LOGO_ONLY_VIEW_BOX: Readonly<Record<string, string>> = {
  mysql: '13.5 2.5 10.4 10.4',
};

export function iconViewBox(slug: string): string {
  return LOGO_ONLY_VIEW_BOX[slug] ?? FULL_VIEW_BOX;
}

/**
 * Icons drawn in hairlines that all but vanish at 16 px, widened by a stroke in their own colour
 * (view box units). MySQL: the dolphin's outline.
 */
export const HAIRLINE_STROKE: Readonly<Record<string, number>> = {
  mysql: 0.6,
};

export function iconStrokeWidth(slug: string): number | undefined {
  return HAIRLINE_STROKE[slug];
}
