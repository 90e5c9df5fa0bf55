import { minifySync } from 'vite';

/**
 * A script as the build ships it outside the bundle (an inlined script, an emitted asset, which the bundler's
 * minifier never sees): minified by Vite's own minifier, strings kept as they are. Both scripts it serves are
 * mostly comments written for the reader: the theme script (4.7 KB written, 1.5 KB inlined in every page's
 * head) and the boot module (5.5 KB written, 1.9 KB brotli on every route's first load; minified 1.0 KB).
 */
export function minifiedScript(fileName: string, source: string): string {
  const { code, errors } = minifySync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}
