import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { whenIdle } from '@portfolio/shared/idle';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';

interface OwnRoot {
  /** What hydrates the HTML, once its code is in; null: never hydrate (static). */
  content: (() => Promise<ReactNode>) | null;
  onContentError?: (error: unknown) => void;
  options?: HydrationOptions;
}

/**
 * Server HTML shown on a hop as the first load shows it (decisions 0023, 0032): set by hand before
 * paint in a wrapper that is an empty leaf to the page's root (React refuses a root in an element
 * whose HTML it sets), hydrated when idle (as an idle island is) as its own root in a transition, unmounted after the
 * page's commit removes it. Markup and `ownRoot` are the first render's.
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
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      const island = root;
      // Not while the page's root commits this removal (React warns): just after.
      if (island) setTimeout(() => island.unmount(), 0);
    };
  }, [shown]);

  return wrapper;
}
