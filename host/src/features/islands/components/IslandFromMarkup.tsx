import type { ReactNode } from 'react';
import type { HydrationSchedule } from '@portfolio/shared/hydration/schedule';
import { useHtmlThenOwnRoot } from '../../../hooks/useHtmlThenOwnRoot';

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
  const wrapper = useHtmlThenOwnRoot(markup, {
    // A static island is its HTML alone.
    content: when.length > 0 ? () => Promise.resolve(children) : null,
    // A mismatch is recovered by React rendering the island afresh in its root: not an error.
    options: { onRecoverableError: (error) => console.info(`[island] ${name}: rendered afresh`, error) },
  });

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
