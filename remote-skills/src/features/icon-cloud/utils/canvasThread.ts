/**
 * Whether the cloud may draw in a worker on a transferred canvas (OffscreenCanvas), by engine.
 * Where it may not, it draws on the page's main thread, which works in every engine.
 *
 * - WebKit's Linux ports (WebKitGTK, as in GNOME Web, and WPE): with their default 2D canvas
 *   acceleration, a canvas drawn in a worker crashes the page process in Skia's GPU resource
 *   cache (an engine fault; remote-skills/README.md). Apple's WebKit (Safari) has no Skia and
 *   keeps the worker.
 * - Gecko (Firefox ESR 140 and 153): in about one load in four, a transferred canvas shows
 *   nothing for ≈ 10.8 s although the worker has drawn on it (its first frame at 0.5–0.9 s) and
 *   the page's own frames come.
 *
 * Read from the user agent because no feature tells these apart: every engine here exposes the
 * same APIs, and neither the graphics library under a canvas nor how a transferred canvas is
 * presented is visible to a page. For WebKit, what is visible is the platform: Apple's port runs
 * only on Apple systems, so WebKit on any other platform is a Skia port. Browsers built on
 * Chromium also say "AppleWebKit" and "like Gecko" and are excluded by name.
 * See docs/decisions/0012.
 */
export function workerCanvasFails(userAgent: string): boolean {
  if (/\bGecko\/\d/.test(userAgent) && /\bFirefox\//.test(userAgent)) return true;
  if (!/AppleWebKit\//.test(userAgent)) return false;
  if (/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|Edg\/|OPR\/|Android/.test(userAgent)) return false;
  return !/Macintosh|iPhone|iPad|iPod|Apple ?TV|Watch/.test(userAgent);
}
