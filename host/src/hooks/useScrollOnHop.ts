import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where the window's scroll goes after a location change: a hop to another page starts it at its top,
 * as loading that page would; back and forward ('POP') and a link to a fragment are the browser's
 * (it restores where the visitor was, `history.scrollRestoration` being 'auto', or scrolls to the target).
 */
export function scrollAfterHop(
  type: 'POP' | 'PUSH' | 'REPLACE',
  pathChanged: boolean,
  hash: string,
): 'top' | 'browser' {
  return pathChanged && type !== 'POP' && hash === '' ? 'top' : 'browser';
}

/** Applies scrollAfterHop once the new page is in the DOM, before it is drawn. */
export function useScrollOnHop(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const pathChanged = previous.current !== pathname;
    previous.current = pathname;
    // 'instant': the page's `scroll-behavior: smooth` would otherwise animate the new page up from the old offset.
    if (scrollAfterHop(type, pathChanged, hash) === 'top') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, type]);
}
