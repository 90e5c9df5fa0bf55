import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The history state field holding where the visitor was when a hop left the entry. */
const SCROLL_KEY = 'scrollY';

/** Keeps the offset in the current entry's state; called before a hop pushes its entry. */
export function rememberScroll(page: Window = window): void {
  page.history.replaceState({ ...page.history.state, [SCROLL_KEY]: Math.round(page.scrollY) }, '');
}

/**
 * A hop starts at the top; back or forward return to the remembered offset (the browser restores at
 * popstate, on the old page, cutting a longer offset short). Null: the browser's (fragment, same page).
 */
export function scrollAfterHop(
  type: 'POP' | 'PUSH' | 'REPLACE',
  pathChanged: boolean,
  hash: string,
  remembered: number | undefined,
): number | null {
  if (!pathChanged || hash !== '') return null;
  if (type !== 'POP') return 0;
  return remembered ?? null;
}

/** Scrolling by the visitor: a waiting return gives way to it. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to `top` 'instant' (`scroll-behavior: smooth` would animate from the old offset), again as
 * the page grows (a Suspense fallback commits first), until reached, the visitor scrolls or the next hop.
 */
export function scrollToWhenReachable(top: number): () => void {
  const reached = () => Math.round(window.scrollY) >= top;
  const scroll = () => window.scrollTo({ top, left: 0, behavior: 'instant' });
  if (Math.round(window.scrollY) !== top) scroll();
  if (reached() || typeof ResizeObserver === 'undefined') return () => {};
  const grows = new ResizeObserver(() => {
    scroll();
    if (reached()) stop();
  });
  function stop() {
    grows.disconnect();
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  }
  grows.observe(document.body);
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/** Applies scrollAfterHop before the new page is drawn. */
export function useScrollOnHop(): void {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const pathChanged = previous.current !== pathname;
    previous.current = pathname;
    const offset = (history.state as Record<string, unknown> | null)?.[SCROLL_KEY];
    const top = scrollAfterHop(type, pathChanged, hash, typeof offset === 'number' ? offset : undefined);
    return top === null ? undefined : scrollToWhenReachable(top);
  }, [pathname, hash, key, type]);
}
