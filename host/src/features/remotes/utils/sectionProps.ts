import type { PropsOf, RemoteModuleId } from '@portfolio/shared/federation/contract';
import { SITE_BASE } from '../../../utils/siteBase';

/** The route's props plus the host's base path for links to its pages (a remote is built once, for any host). */
export function sectionProps<Id extends RemoteModuleId>(
  props: PropsOf<Id> | undefined,
  siteBase: string = SITE_BASE,
): PropsOf<Id> {
  return { ...props, siteBase } as PropsOf<Id>;
}
