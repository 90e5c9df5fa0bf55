import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
} from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { whenIdle } from '@portfolio/shared/idle';
import { entryUrlOf } from '../runtime/remoteUrlPlugin';
import { sectionProps } from '../utils/sectionProps';

/** At the latest this long after the section is shown, its hydration starts (idle or not). */
export const HYDRATE_WITHIN_MS = 500;

interface Props<Id extends RemoteModuleId> {
  id: Id;
  /** The section's pre-rendered HTML, from the release `module` came from (runtime/sectionMarkup.ts). */
  markup: string;
  /**
   * Loads the section's module (at once if it has been evaluated already). Called once the browser is
   * idle after the section is shown: evaluating a module graph during the hop would delay its frame.
   */
  loadModule: () => Promise<ExposedSectionModule<PropsOf<Id>>>;
  props?: PropsOf<Id>;
  /** The section threw while hydrating or after: the route renders it with React instead. */
  onError: (error: unknown) => void;
}

/**
 * A section shown on a client-side navigation as the first load shows it: its pre-rendered HTML
 * in the frame after the click (the browser parses HTML far faster than React renders the same
 * tree), then hydrated, as an island of its own, once the browser is idle and its module has been
 * evaluated (a navigation does not wait for the code: only for the HTML and CSS; a module not yet
 * evaluated is loaded then, not during the hop). The section takes only
 * props (no context from the host), so a root of its own hydrates exactly what the remote's build
 * rendered from it alone. Until then the HTML is what a visitor without JavaScript gets: links
 * work, and the contact form adopts what was typed when it hydrates (useContactForm).
 */
export function PrerenderedSection<Id extends RemoteModuleId>({ id, markup, loadModule, props, onError }: Props<Id>) {
  const remote = remoteOf(id);
  const wrapper = useRef<HTMLDivElement>(null);
  // Put in before the frame is painted, by hand: to the page's root the wrapper is an empty leaf
  // (React refuses a root in an element whose HTML it sets), so only the island's root touches it.
  const shownMarkup = useRef(markup);
  useLayoutEffect(() => {
    if (wrapper.current) wrapper.current.innerHTML = shownMarkup.current;
  }, []);
  // What the island is hydrated with: the props it was shown with (a route's are constant), and
  // the first error callback (the route's only sets its state).
  const [shownWith] = useState(() => ({ props, onError }));

  useEffect(() => {
    const container = wrapper.current;
    if (!container) return;
    let root: Root | null = null;
    let cancelled = false;
    const hydrate = (loaded: ExposedSectionModule<PropsOf<Id>>) => {
      if (cancelled) return;
      const Section = loaded.default;
      const hydrated = () => recordSection(remote, { outcome: 'client', source: entryUrlOf(remote) });
      // As a transition, as the page's own hydration (main.tsx): it yields to input every few ms.
      startTransition(() => {
        root = hydrateRoot(
          container,
          <Committed onCommit={hydrated}>
            <Section {...sectionProps(shownWith.props)} />
          </Committed>,
          {
            onUncaughtError: (error) => shownWith.onError(error),
            // A mismatch is recovered by React rendering the section afresh in its root: not an error.
            onRecoverableError: (error) => console.info(`[remote section] ${remote}: rendered afresh`, error),
          },
        );
      });
    };
    const cancelIdle = whenIdle(() => {
      // Its code failed (network, time limit, contract): the route renders it, with its fallback and Retry.
      loadModule().then(hydrate, (error: unknown) => cancelled || shownWith.onError(error));
    }, HYDRATE_WITHIN_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      const island = root;
      // Not while the page's own root is committing this removal (React would warn): just after.
      if (island) setTimeout(() => island.unmount(), 0);
    };
  }, [loadModule, remote, shownWith]);

  // Same wrapper as the fragment's root and RemoteSection's: the remote's CSS is scoped to it.
  return <div data-mf-remote={remote} ref={wrapper} />;
}

/** Calls `onCommit` once its children are on screen: the island has hydrated (no DOM of its own). */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
