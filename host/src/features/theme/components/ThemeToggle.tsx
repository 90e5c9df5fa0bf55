import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { useMessages } from '../../../hooks/useMessages';

/**
 * The theme switch; /theme-init.js handles a tap, without the app. It shows <html data-theme> through CSS,
 * as the pre-rendered HTML cannot know a visitor's saved theme (decision 0013).
 */
export function ThemeToggle() {
  const m = useMessages();
  // One label and one icon per theme; display:none takes the other out of the accessibility tree.
  return (
    <button
      type="button"
      data-theme-toggle=""
      className="focus-ring grid size-10 place-items-center rounded-full text-ink hover:bg-surface"
    >
      <span className="sr-only toggle-light:hidden">{m.theme_to_light({})}</span>
      <span className="sr-only hidden toggle-light:inline">{m.theme_to_dark({})}</span>
      <LineIcon className="size-5 toggle-light:hidden">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </LineIcon>
      <LineIcon className="hidden size-5 toggle-light:block">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </LineIcon>
    </button>
  );
}
