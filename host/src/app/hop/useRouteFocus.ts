import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Focuses `main`'s first h1, without scrolling; while it has none (a section still loading), `main`,
 * then the h1 once it comes, unless focus has moved on. Returns a function that stops waiting.
 */
export function focusHeadingWhenShown(main: HTMLElement): () => void {
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // Focusable by script only, not a Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => {};
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main || focusHeading()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** After a hop, focus goes to the new heading: a screen reader announces it and Tab goes on from there. */
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
