import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a hop waits for its page's heading before focusing `main`. */
const HEADING_WAIT_MS = 2000;

/** Focuses `main`'s first h1 once there, else `main` after `waitMs`, without scrolling; returns a stop function. */
export function focusHeadingWhenShown(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // Focusable by script only, not a Tab stop.
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
