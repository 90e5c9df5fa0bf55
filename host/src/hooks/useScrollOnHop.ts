import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The field of a history entry's state that holds where the visitor was when a hop left it. */
const SCROLL_KEY = 'scrollY';

/**
 * Called just before a hop (not back or forward) pushes its entry: where the visitor is on the page
 * it leaves, kept in that entry's state for a return by back or forward.
 */
export function rememberScroll(page: Window = window): void {
  page.history.replaceState({ ...page.history.state, [SCROLL_KEY]: Math.round(page.scrollY) }, '');
}

/** Where a hop left the current history entry, if one did. */
function rememberedScroll(page: Window = window): number | undefined {
  const state: unknown = page.history.state;
  const offset = state && typeof state === 'object' ? (state as Record<string, unknown>)[SCROLL_KEY] : undefined;
  return typeof offset === 'number' ? offset : undefined;
}

/**
 * Where the window's scroll goes once a location change has rendered: a hop to another page starts it at
 * its top, as loading that page would; back and forward ('POP') return to where the visitor was when a hop
 * left that entry. The browser restores that too (`history.scrollRestoration` is 'auto'), but at the moment
 * of the popstate, on the page still shown: when that page is shorter, its offset is cut short, and a page
 * rendered as a transition comes after. A fragment, the same page, an entry never left by a hop: the
 * browser's (null).
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

/** How long a return by back or forward waits for its page to become tall enough for the offset it left. */
export const SCROLL_RETURN_WITHIN_MS = 1500;

/** What the visitor does to scroll on their own: a return still waiting for its page gives way to it. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window to `top`, 'instant' (the page's `scroll-behavior: smooth` would otherwise animate the
 * new page from the old offset). When the page is still too short for it (a section of the page returned to
 * commits a Suspense fallback before its content), it scrolls again each time the page grows, until `top` is
 * reached, `withinMs` has passed or the visitor scrolls on their own. Returns a function that stops it.
 */
export function scrollToWhenReachable(top: number, withinMs = SCROLL_RETURN_WITHIN_MS): () => void {
  const reached = () => Math.round(window.scrollY) >= top;
  const scroll = () => window.scrollTo({ top, left: 0, behavior: 'instant' });
  if (Math.round(window.scrollY) !== top) scroll();
  if (reached() || typeof ResizeObserver === 'undefined') return () => {};
  const grows = new ResizeObserver(() => {
    scroll();
    if (reached()) stop();
  });
  const timer = window.setTimeout(stop, withinMs);
  function stop() {
    grows.disconnect();
    window.clearTimeout(timer);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  }
  grows.observe(document.body);
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/** Applies scrollAfterHop once the new page is in the DOM, before it is drawn. */
export function useScrollOnHop(): void {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const pathChanged = previous.current !== pathname;
    previous.current = pathname;
    const top = scrollAfterHop(type, pathChanged, hash, rememberedScroll());
    return top === null ? undefined : scrollToWhenReachable(top);
  }, [pathname, hash, key, type]);
}
