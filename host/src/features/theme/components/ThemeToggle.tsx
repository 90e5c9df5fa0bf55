import { THEME_STORAGE_KEY, type ThemeName } from '@portfolio/shared/theme/tokens';
import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { otherTheme } from '../utils/themePreference';

function currentTheme(): ThemeName {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

/**
 * Switches <html data-theme>; /theme-init.js applies the saved choice before first paint.
 * What it shows and announces follows <html data-theme> through CSS (the `light:` variant), not
 * React state: the pre-rendered HTML cannot know a visitor's saved theme, and the toggle hydrates
 * late (an island), so a light-theme visitor would otherwise meet "Switch to light theme" and the
 * sun until then. For the same reason a tap reads the theme when it happens.
 */
export function ThemeToggle() {
  const toggle = () => {
    const next = otherTheme(currentTheme());
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be blocked (private mode): the toggle still works for this visit.
    }
  };

  // One label and one icon per theme; display:none takes the other out of the accessibility tree.
  return (
    <button
      type="button"
      onClick={toggle}
      data-theme-toggle=""
      className="focus-ring grid size-10 place-items-center rounded-full text-ink hover:bg-surface"
    >
      <span className="sr-only light:hidden">Switch to light theme</span>
      <span className="sr-only hidden light:inline">Switch to dark theme</span>
      <LineIcon className="size-5 light:hidden">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </LineIcon>
      <LineIcon className="hidden size-5 light:block">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </LineIcon>
    </button>
  );
}
