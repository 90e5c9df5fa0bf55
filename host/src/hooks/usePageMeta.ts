import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyDocumentMeta } from '@portfolio/shared/documentMeta';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { useMessages } from './useMessages';
import { prefixOf } from '@portfolio/shared/routes';
import { LOCALES } from '@portfolio/shared/i18n/locale';
import { hreflangTargets, normaliseRoutePath, pageMetaFor } from '@portfolio/shared/seo';
import { SITE_OWNER } from '../utils/siteBase';

/** Keeps the head's meta in step with the route and language; under a remote's prefix, its page module does it. */
export function usePageMeta() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const { entries } = useMessages();
  useEffect(() => {
    const path = normaliseRoutePath(pathname);
    if (prefixOf(path)) return;
    const meta = pageMetaFor(path, SITE_OWNER, locale, entries);
    // A page with a canonical URL exists in every language; a noindex page names none.
    const languages = meta.canonical ? hreflangTargets(SITE_OWNER.siteUrl, path, LOCALES) : [];
    applyDocumentMeta({ ...meta, languages });
  }, [pathname, locale, entries]);
}
