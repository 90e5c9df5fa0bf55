import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { owner } from '@portfolio/shared/owner';
import { PAGES, PREFIXES, ROUTES as NAV_ENTRIES } from '@portfolio/shared/routes';
import { useInLocale } from '../../../hooks/useInLocale';
import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { useMessages } from '../../../hooks/useMessages';
import { useDisclosure } from '../hooks/useDisclosure';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { activeEntryPath } from '../utils/activeEntry';

const ENTRY_PATHS = NAV_ENTRIES.map((entry) => entry.path);
/** The site's pages outside the header: one below an entry marks that entry. */
const SUB_PAGES = [...PAGES, ...PREFIXES].map((page) => page.path);

interface NavEntriesProps {
  label: string;
  className?: string;
  listClassName: string;
  linkClassName?: string;
  onChoose?: () => void;
}

/** The entries; the active one is the current page, or the current item on a page below it. */
function NavEntries({ label, className, listClassName, linkClassName = '', onChoose }: NavEntriesProps) {
  const inLocale = useInLocale();
  // The router's basename holds the page's language: its paths are the entries' own.
  const { pathname } = useLocation();
  const active = activeEntryPath(pathname, ENTRY_PATHS, SUB_PAGES);
  const current = active === normaliseRoutePath(pathname) ? 'page' : 'true';
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {NAV_ENTRIES.map((entry) => {
          const isActive = active === entry.path;
          return (
            <li key={entry.path}>
              <Link
                to={entry.path}
                onClick={onChoose}
                className={`focus-ring rounded-full px-4 py-2 text-sm font-medium engaged:transition-colors ${
                  isActive
                    ? 'bg-gradient-to-r from-accent/20 to-accent-2/20 text-ink shadow-[inset_0_0_0_1px_var(--pf-line)]'
                    : 'text-ink-muted hover:text-ink'
                } ${linkClassName}`}
                aria-current={isActive ? current : undefined}
              >
                {inLocale(entry).label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `actions`: controls beside the menu (the theme toggle), composed by the app: features do not import each other. */
export function Header({ actions }: { actions?: ReactNode } = {}) {
  const m = useMessages();
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { expanded, close } = useDisclosure(panelRef, buttonRef);

  // A route change closes the mobile menu; hydration, which may follow the tap that opened it, does not.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    close();
  }, [pathname, close]);

  return (
    <header className="group/header fixed inset-x-0 top-3 z-50 px-3 sm:top-4">
      {/* No backdrop blur: the bar is opaque, and a blur costs every frame without a GPU (decision 0013). */}
      <div className="gradient-border mx-auto flex max-w-5xl items-center justify-between gap-2 rounded-full py-1.5 pr-1.5 pl-3 shadow-[0_8px_30px_-12px_var(--pf-glow)]">
        <Link
          to="/"
          className="focus-ring flex items-center gap-2 rounded-full px-1 py-1 font-display text-base font-semibold text-ink"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-xs font-bold text-on-accent"
          >
            {owner.name
              .split(/\s+/)
              .map((part) => part[0])
              .join('')
              .slice(0, 2)
              .toUpperCase()}
          </span>
          {/* Always the link's name; shown from the small breakpoint up. */}
          <span className="sr-only sm:not-sr-only">{owner.name}</span>
        </Link>

        <NavEntries label={m.nav_main_label({})} className="hidden md:block" listClassName="flex items-center gap-1" />

        <div className="flex items-center gap-1">
          {actions}
          {/* popovertarget: the browser opens the menu itself, so it works before hydration and without JS. */}
          <button
            ref={buttonRef}
            type="button"
            popoverTarget="mobile-menu"
            className="focus-ring grid size-10 place-items-center rounded-full text-ink hover:bg-surface md:hidden"
            aria-label={m.menu_button_label({})}
            aria-expanded={expanded}
            aria-controls="mobile-menu"
          >
            {/* The icon follows the popover by CSS, so it is right before hydration too. */}
            <LineIcon className="size-5">
              <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[#mobile-menu:popover-open]/header:hidden" />
              <path d="M6 6l12 12M18 6L6 18" className="hidden group-has-[#mobile-menu:popover-open]/header:inline" />
            </LineIcon>
          </button>
        </div>
      </div>

      {/* In the top layer, placed by hand 8 px under the bar; its backdrop starts at the bar's bottom edge,
          clear of the pill's rounded corners. */}
      <div
        ref={panelRef}
        id="mobile-menu"
        popover="auto"
        className="gradient-border fixed inset-x-3 top-[4.625rem] backdrop:top-[4.125rem] backdrop:bg-[rgb(8_5_16/0.55)] sm:backdrop:top-[4.375rem] bottom-auto m-0 mx-auto h-auto w-auto max-w-5xl overflow-visible rounded-3xl p-2 text-ink shadow-[0_8px_30px_-12px_var(--pf-glow)] sm:top-[4.875rem] md:hidden motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:open:-translate-y-2 motion-safe:starting:open:opacity-0"
      >
        <NavEntries
          label={m.nav_main_mobile_label({})}
          listClassName="flex flex-col"
          linkClassName="flex min-h-11 items-center"
          onChoose={close}
        />
      </div>
    </header>
  );
}
