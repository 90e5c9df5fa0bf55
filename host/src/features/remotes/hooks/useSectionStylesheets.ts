import { use, useLayoutEffect } from 'react';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { applyWarmedStylesheets, stylesheetsLoaded } from '../runtime/sectionMarkup';

/**
 * Whether the warmed HTML can be shown styled (`css` loaded within STYLESHEET_WAIT_MS; false without
 * `css`), and the remote's inert stylesheets applied in a layout effect, before the section's first
 * frame (decision 0033). One hook, so no render waits for the sheets without applying them.
 */
export function useSectionStylesheets(remote: RemoteName, css: readonly string[] | null): boolean {
  const styled = css ? use(stylesheetsLoaded(remote, css)) : false;
  useLayoutEffect(() => applyWarmedStylesheets(remote), [remote]);
  return styled;
}
