import type { ReactNode } from 'react';
import type { HydrationSchedule } from '@portfolio/shared/hydration/schedule';
import { useHtmlThenOwnRoot } from './useHtmlThenOwnRoot';

interface Props {
  name: string;
  when: HydrationSchedule;
  /** As the server rendered it (warmHostPages.ts). */
  markup: string;
  children: ReactNode;
}

/**
 * A host island on a hop (decision 0032), shown as PrerenderedSection shows a section: its server
 * HTML in the click's frame, hydrated when idle as its own root unless static. Host islands take no
 * context, so that root hydrates exactly what the page's render wrote.
 */
export function IslandFromMarkup({ name, when, markup, children }: Props) {
  const wrapper = useHtmlThenOwnRoot(markup, {
    content: when.length > 0 ? () => Promise.resolve(children) : null,
    // React recovers from a mismatch by rendering the island afresh in its root.
    options: { onRecoverableError: (error) => console.info(`[island] ${name}: rendered afresh`, error) },
  });

  // The server's wrapper (Island): display: contents adds no box.
  return (
    <div
      data-island={name}
      data-island-static={when.length === 0 ? '' : undefined}
      ref={wrapper}
      style={{ display: 'contents' }}
    />
  );
}
