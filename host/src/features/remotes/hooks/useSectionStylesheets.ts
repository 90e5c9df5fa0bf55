import { use, useLayoutEffect } from 'react';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { applyWarmedStylesheets, stylesheetsLoaded } from '../runtime/sectionMarkup';

/**
 * A section's stylesheets as a render that shows it needs them: whether its warmed HTML can be shown styled
 * (`css` linked and loaded, waited for at most STYLESHEET_WAIT_MS; false without `css`: the section renders
 * with React), and the warm-up's links to the remote's CSS, inert until then, applied as the section comes
 * in: a layout effect, so before its first frame (decision 0033). One hook, so that no render waits for the
 * sheets without applying them.
 */
export function useSectionStylesheets(remote: RemoteName, css: readonly string[] | null): boolean {
  const styled = css ? use(stylesheetsLoaded(remote, css)) : false;
  useLayoutEffect(() => applyWarmedStylesheets(remote), [remote]);
  return styled;
}
