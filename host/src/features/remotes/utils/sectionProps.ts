import type { PropsOf, RemoteModuleId } from '@portfolio/shared/federation/contract';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { SITE_BASE } from '../../../utils/siteBase';

/** The route's props plus the host's base path (a remote is built once, for any host) and the page's language. */
export function sectionProps<Id extends RemoteModuleId>(props: PropsOf<Id> | undefined, locale: Locale): PropsOf<Id> {
  return { ...props, siteBase: SITE_BASE, locale } as PropsOf<Id>;
}
