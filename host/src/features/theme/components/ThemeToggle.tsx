import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type ThemeName } from '@portfolio/shared/theme/tokens';
import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { otherTheme } from '../utils/themePreference';

function currentTheme(): ThemeName {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * Switches <html data-theme>; /theme-init.js applies the saved choice before first paint.
 * Pre-rendered pages are rendered dark, so hydration starts from 'dark' and then follows the page.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore<ThemeName>(subscribe, currentTheme, () => 'dark');
  const next = otherTheme(theme);

  const toggle = () => {
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be blocked (private mode): the toggle still works for this visit.
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      className="focus-ring grid size-10 place-items-center rounded-full text-ink hover:bg-surface"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <LineIcon className="size-5">
        {theme === 'dark' ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </LineIcon>
    </button>
  );
}
