import type { PropsOf, RemoteModuleId } from '@portfolio/shared/federation/contract';
import { SITE_BASE } from '../../../utils/siteBase';

/**
 * The props a remote section renders with: the route's, and the host's base path, under which the
 * section's links to the host's pages go (the remote is built once, for any host; the contract's
 * `siteBase`).
 */
export function sectionProps<Id extends RemoteModuleId>(
  props: PropsOf<Id> | undefined,
  siteBase: string = SITE_BASE,
): PropsOf<Id> {
  return { ...props, siteBase } as PropsOf<Id>;
}
