import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { localePath } from '@portfolio/shared/i18n/locale';
import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { useMessages } from '../../../hooks/useMessages';
import { sitePath } from '../../../utils/siteBase';
import { offeredLocale } from '../utils/offeredLocale';

/** Kept for the visit only: a dismissed offer does not come back on the next page. */
const DISMISSED_KEY = 'language-offer-dismissed';
const subscribeToNothing = () => () => {};

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The page in the visitor's preferred language, offered in that language in a line over the page's foot (fixed, so it
 * moves nothing); never a redirect. Rendered on the client only: the server cannot know the browser's languages.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const offered = useSyncExternalStore(
    subscribeToNothing,
    () => (wasDismissed() ? null : offeredLocale(locale, navigator.languages)),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  // In the language it offers: the words of that language load first (App's Suspense shows nothing meanwhile).
  const m = useMessages(offered ?? locale);
  if (!offered || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '');
    } catch {
      // Storage refused: the offer stays dismissed on this page.
    }
  };
  return (
    <aside
      lang={offered}
      aria-label={m.language_offer_text({})}
      className="card fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-full py-1.5 pr-1.5 pl-4 text-sm text-ink print:hidden"
    >
      <p className="min-w-0 flex-1">
        {m.language_offer_text({})}{' '}
        <a
          href={sitePath(localePath(pathname, offered))}
          hrefLang={offered}
          className="focus-ring font-semibold underline"
        >
          {m.language_offer_link({})}
        </a>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={m.language_offer_dismiss({})}
        className="focus-ring grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface"
      >
        <LineIcon className="size-4">
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
      </button>
    </aside>
  );
}
