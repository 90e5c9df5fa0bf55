import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each page left by a hop (history entry key → scrollY). */
const leftAt = new Map<string, number>();

/**
 * Called as a hop (not back or forward) leaves the entry `key`, before the next page renders: where the
 * visitor was on it, for a return by back or forward.
 */
export function rememberScroll(key: string): void {
  leftAt.set(key, Math.round(window.scrollY));
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

/** Applies scrollAfterHop once the new page is in the DOM, before it is drawn. */
export function useScrollOnHop(): void {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const pathChanged = previous.current !== pathname;
    previous.current = pathname;
    const top = scrollAfterHop(type, pathChanged, hash, leftAt.get(key));
    // 'instant': the page's `scroll-behavior: smooth` would otherwise animate the new page from the old offset.
    if (top !== null && Math.round(window.scrollY) !== top) window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [pathname, hash, key, type]);
}
