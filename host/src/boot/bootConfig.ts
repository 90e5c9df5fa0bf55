/** What the build tells the boot module about the page's scripts (host/build/firstPaint.ts). */
export interface BootConfig {
  /** Module Federation's bootstrap, which starts the app. */
  app: string;
  /** The app's module preloads, added one per task after first paint. */
  preloads: string[];
  /** Preloads evaluated one per task before the app, splitting its start. */
  early: string[];
  /** Fetched before WEB_FONT_ATTRIBUTE is set; null: none. */
  webFont: string | null;
  /** What a document page runs instead of the app until the visitor reaches for it; null: none. */
  documentEntry: string | null;
  documentPreloads: string[];
}

/** Set on <html> once the web font is in: headings then swap from their metric-matched fallback in one layout. */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';

/** The longest wait for a first paint before the boot module starts the app anyway. */
export const APP_START_WITHIN_MS = 3000;
