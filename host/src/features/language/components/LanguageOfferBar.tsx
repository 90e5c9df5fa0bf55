import { useLocation } from 'react-router-dom';
import { localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { useMessages } from '../../../hooks/useMessages';
import { sitePath } from '../../../utils/siteBase';

/** The offer's line, in the language it offers (whose words load first). */
export default function LanguageOfferBar({ offered, onDismiss }: { offered: Locale; onDismiss: () => void }) {
  const { pathname } = useLocation();
  const m = useMessages(offered);
  // Opaque (surface-strong, not a card's see-through surface): the line lies over the page's text.
  return (
    <aside
      lang={offered}
      aria-label={m.language_offer_text({})}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-full bg-surface-strong py-1.5 pr-1.5 pl-4 text-sm text-ink shadow-glow print:hidden"
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
        onClick={onDismiss}
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
