import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a navigation waits for its page's heading (a section still loading) before focusing the main region. */
export const HEADING_WAIT_MS = 2000;

/**
 * Focuses `main`'s first h1 once it is there (at once, or when it is added), else `main` itself after
 * `waitMs`. Without scrolling: useScrollOnHop resets it, or the browser restores it. Returns a function
 * that stops waiting.
 */
export function focusHeadingWhenShown(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // Focusable by script only: not a stop for Tab.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    main.focus({ preventScroll: true });
  }, waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * After a client-side navigation, focus moves to the new page's heading: a screen reader reads it
 * (the change is announced), and the next Tab goes on from the page's content, not from the link that
 * was used. Not on the first page: the browser's own document load is announced already.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    return main ? focusHeadingWhenShown(main) : undefined;
  }, [pathname]);
}
