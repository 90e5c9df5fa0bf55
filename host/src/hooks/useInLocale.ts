import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { inLocale } from '@portfolio/shared/routes';
import { useMessages } from './useMessages';

/** `inLocale` in the page's language, with the entry words the host's messages carry (apps.json's `translations`). */
export function useInLocale(): <T extends object>(entry: Parameters<typeof inLocale<T>>[0]) => T {
  const locale = useLocale();
  const { entries } = useMessages();
  return (entry) => inLocale(entry, locale, entries);
}
