import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { localePath } from '@portfolio/shared/i18n/locale';

/** A site path (`/contact`) in the page's language (`/de/contact`), for a router link or, under the base, an href. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(path, locale);
}
