import { lazy, useState } from 'react';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { offeredLocale } from '../utils/offeredLocale';

/** Fetched only for a visitor it is offered to: most pages never show it. */
const LanguageOfferBar = lazy(() => import('./LanguageOfferBar'));

/** Kept for the visit only: a dismissed offer does not come back on the next page. */
const DISMISSED_KEY = 'language-offer-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** The page in the visitor's preferred language, offered (never a redirect) on the client, which knows it. */
export function LanguageOffer() {
  const locale = useLocale();
  const offered = useHydrated() && !wasDismissed() ? offeredLocale(locale, navigator.languages) : null;
  const [dismissed, setDismissed] = useState(false);
  if (!offered || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '');
    } catch {
      // Storage refused: the offer stays dismissed on this page.
    }
  };
  return <LanguageOfferBar offered={offered} onDismiss={dismiss} />;
}
