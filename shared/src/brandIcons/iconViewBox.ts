export const FULL_VIEW_BOX = '0 0 24 24';

/** Icons drawn as a logo plus a wordmark, unreadable at icon size: a view box on the logo alone. */
export const LOGO_ONLY_VIEW_BOX: Readonly<Record<string, string>> = {
  mysql: '13.5 2.5 10.4 10.4',
};

export function iconViewBox(slug: string): string {
  return LOGO_ONLY_VIEW_BOX[slug] ?? FULL_VIEW_BOX;
}
