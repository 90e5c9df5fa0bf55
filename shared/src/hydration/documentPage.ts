/** A prefix's page whose section the server composed works without the app, which the boot loads on intent. */

export function prefixIslandName(remote: string): string {
  return `prefix-${remote}`;
}

/** A document page's section: a prefix island kept static, with its section in. */
export const DOCUMENT_PAGE_SELECTOR = '[data-island^="prefix-"][data-island-static] [data-mf-remote]';

/** `data-boot` on <html> while a document page's app is not loaded. */
export const DOCUMENT_BOOT = 'document';

export const DOCUMENT_INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
