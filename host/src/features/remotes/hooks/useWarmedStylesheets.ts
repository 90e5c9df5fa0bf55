import { useLayoutEffect } from 'react';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { applyWarmedStylesheets } from '../runtime/sectionMarkup';

/**
 * The warm-up's links to a remote's CSS, inert until then, apply as its section comes in: a layout effect,
 * so before the section's first frame (decision 0033).
 */
export function useWarmedStylesheets(remote: RemoteName): void {
  useLayoutEffect(() => applyWarmedStylesheets(remote), [remote]);
}
