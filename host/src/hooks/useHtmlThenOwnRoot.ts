import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { whenIdle } from '@portfolio/shared/idle';

/** At the latest this long after the HTML is shown, its hydration starts (idle or not). */
export const HYDRATE_WITHIN_MS = 500;

interface OwnRoot {
  /** What to hydrate the HTML with (a promise: its code may be on its way); null: never hydrate (static). */
  content: (() => Promise<ReactNode>) | null;
  /** `content` failed (the code did not come). */
  onContentError?: (error: unknown) => void;
  options?: HydrationOptions;
}

/**
 * Server HTML shown on a client-side navigation as the first load shows it (decisions 0023, 0032): put
 * into the returned wrapper by hand before the frame is painted (to the page's root the wrapper is an
 * empty leaf: React refuses a root in an element whose HTML it sets), then hydrated once the browser is
 * idle, as a root of its own, in a transition that yields to input; unmounted just after the page's
 * commit removes the wrapper. The markup and `ownRoot` are those of the first render.
 */
export function useHtmlThenOwnRoot(markup: string, ownRoot: OwnRoot) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [shown] = useState(() => ({ markup, ...ownRoot }));
  useLayoutEffect(() => {
    if (wrapper.current) wrapper.current.innerHTML = shown.markup;
  }, [shown]);

  useEffect(() => {
    const container = wrapper.current;
    const { content } = shown;
    if (!container || !content) return;
    let root: Root | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      content().then(
        (element) => {
          if (cancelled) return;
          startTransition(() => {
            root = hydrateRoot(container, element, shown.options);
          });
        },
        (error: unknown) => cancelled || shown.onContentError?.(error),
      );
    }, HYDRATE_WITHIN_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      const island = root;
      // Not while the page's own root is committing this removal (React would warn): just after.
      if (island) setTimeout(() => island.unmount(), 0);
    };
  }, [shown]);

  return wrapper;
}
