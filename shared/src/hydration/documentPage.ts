/**
 * A document page: a page under a prefix a remote owns (a post, a case study) whose section the
 * server composed into the HTML. Everything on it works without the host's app: its links are
 * links, the header's menu a platform popover, the theme toggle /theme-init.js's, and the section
 * a static island (host/src/app/PrefixRoute.tsx). So the boot module does not load the app there
 * until the visitor reaches for the page (host/build/firstPaint.ts): a reader's first load is the
 * HTML, the CSS and the field data's few kilobytes.
 */

/** The island name of a prefix's page, `prefix-<remote>`. */
export function prefixIslandName(remote: string): string {
  return `prefix-${remote}`;
}

/** Matches, in a page's HTML, the section of a document page: a prefix island kept static, with its section in. */
export const DOCUMENT_PAGE_SELECTOR = '[data-island^="prefix-"][data-island-static] [data-mf-remote]';

/** Set on <html> by the boot module on a document page (its app not loaded yet): `data-boot="document"`. */
export const DOCUMENT_BOOT = 'document';

/** What wakes the app on a document page: the visitor pointing, pressing a key or moving focus. */
export const DOCUMENT_INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
