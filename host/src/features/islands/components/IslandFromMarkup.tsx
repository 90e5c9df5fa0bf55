import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { HydrationSchedule } from '@portfolio/shared/hydration/schedule';
import { whenIdle } from '@portfolio/shared/idle';

/** At the latest this long after the island is shown, its hydration starts (idle or not). */
export const ISLAND_HYDRATE_WITHIN_MS = 500;

interface Props {
  name: string;
  when: HydrationSchedule;
  /** The island's inner HTML as the server rendered it (shared/src/hydration/islandMarkup.ts). */
  markup: string;
  children: ReactNode;
}

/**
 * A host island on a client-side navigation (decision 0032), shown as a remote's section is
 * (PrerenderedSection): its server HTML in the frame after the click, then, unless it is static,
 * hydrated once the browser is idle as a root of its own. The host's islands take no context (their
 * content is props and the owner's data), so that root hydrates exactly what the page's render
 * wrote. Until then it is what a visitor without JavaScript gets: its links work.
 */
export function IslandFromMarkup({ name, when, markup, children }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Put in before the frame is painted, by hand: to the page's root the wrapper is an empty leaf.
  const [shown] = useState(() => ({ markup, children, hydrates: when.length > 0 }));
  useLayoutEffect(() => {
    if (wrapper.current) wrapper.current.innerHTML = shown.markup;
  }, [shown]);

  useEffect(() => {
    const container = wrapper.current;
    if (!container || !shown.hydrates) return;
    let root: Root | null = null;
    const cancelIdle = whenIdle(() => {
      // As a transition, as the page's own hydration (main.tsx): it yields to input every few ms.
      startTransition(() => {
        root = hydrateRoot(container, shown.children, {
          // A mismatch is recovered by React rendering the island afresh in its root: not an error.
          onRecoverableError: (error) => console.info(`[island] ${name}: rendered afresh`, error),
        });
      });
    }, ISLAND_HYDRATE_WITHIN_MS);
    return () => {
      cancelIdle();
      const island = root;
      // Not while the page's own root is committing this removal (React would warn): just after.
      if (island) setTimeout(() => island.unmount(), 0);
    };
  }, [name, shown]);

  // The same wrapper as the server's (Island): display: contents, so the layout is the content's own.
  return (
    <div
      data-island={name}
      data-island-static={when.length === 0 ? '' : undefined}
      ref={wrapper}
      style={{ display: 'contents' }}
    />
  );
}
