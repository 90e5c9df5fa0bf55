/** What the build tells the boot module about the page's scripts (host/build/firstPaint.ts). */
export interface BootConfig {
  /** The module script that starts the app (Module Federation's bootstrap). */
  app: string;
  /** The app's module preloads, added one per task after first paint. */
  preloads: string[];
  /** Preloads evaluated one per task before the app: each a slice of the app's start of its own. */
  early: string[];
  /** The web font's family, fetched before WEB_FONT_ATTRIBUTE is set; null: none. */
  webFont: string | null;
  /** What a document page runs instead of the app until the visitor reaches for it; null: none. */
  documentEntry: string | null;
  /** The modules `documentEntry` imports, preloaded with it. */
  documentPreloads: string[];
}

/**
 * Set on <html> once the web font has arrived: `:root[data-web-font] .font-display` then puts it
 * first in the headings' font list, so their metric-matched fallback is swapped in one layout.
 */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';

/** A page that never reports its first paint starts this long after the boot module runs. */
export const FIRST_PAINT_FALLBACK_MS = 3000;
