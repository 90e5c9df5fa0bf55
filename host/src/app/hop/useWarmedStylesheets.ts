import { useLayoutEffect } from 'react';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { applyWarmedStylesheets } from './warmedSections';

/** Applies the remote's inert warmed stylesheets before the frame that first shows its section (decision 0033). */
export function useWarmedStylesheets(remote: RemoteName): void {
  useLayoutEffect(() => applyWarmedStylesheets(remote), [remote]);
}
