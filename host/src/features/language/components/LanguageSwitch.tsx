import { useLocation } from 'react-router-dom';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { prefixOf } from '@portfolio/shared/routes';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { SITE_OWNER, sitePath } from '../../../utils/siteBase';
import { documentAlternates, languageLinks } from '../utils/languageLinks';

/**
 * A link to this page in each other language, named in that language. Under a prefix the page's `hreflang`
 * links refine it on the client (a post may exist in one language only).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { pathname } = useLocation();
  // Only under a prefix: every other page exists in every language, and after a hop the head may be the last page's.
  const underPrefix = prefixOf(normaliseRoutePath(pathname)) !== undefined;
  const alternates = useHydrated() && underPrefix ? documentAlternates(document, SITE_OWNER.siteUrl) : {};
  return languageLinks(pathname, locale, alternates).map((link) => (
    <a
      key={link.locale}
      href={sitePath(link.path)}
      hrefLang={link.locale}
      lang={link.locale}
      data-language-switch=""
      className="focus-ring grid h-10 min-w-10 place-items-center rounded-full px-2 text-sm font-semibold text-ink uppercase hover:bg-surface"
    >
      <span aria-hidden="true">{link.locale}</span>
      <span className="sr-only">{link.name}</span>
    </a>
  ));
}
