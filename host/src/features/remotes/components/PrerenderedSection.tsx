import { useEffect, type ReactNode } from 'react';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
} from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { useHtmlThenOwnRoot } from '../../../hooks/useHtmlThenOwnRoot';
import { entryUrlOf } from '../runtime/remoteUrlPlugin';
import { sectionProps } from '../utils/sectionProps';
import { SectionRoot } from './SectionRoot';

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
  // Hydrated with the props it was shown with (a route's are constant), and the first error callback
  // (the route's only sets its state).
  const wrapper = useHtmlThenOwnRoot(markup, {
    content: () =>
      loadModule().then((loaded) => {
        const Section = loaded.default;
        const hydrated = () => recordSection(remote, { outcome: 'client', source: entryUrlOf(remote) });
        return (
          <Committed onCommit={hydrated}>
            <Section {...sectionProps(props)} />
          </Committed>
        );
      }),
    // Its code failed (network, time limit, contract): the route renders it, with its fallback and Retry.
    onContentError: onError,
    options: {
      onUncaughtError: (error) => onError(error),
      // A mismatch is recovered by React rendering the section afresh in its root: not an error.
      onRecoverableError: (error) => console.info(`[remote section] ${remote}: rendered afresh`, error),
    },
  });

  return <SectionRoot remote={remote} ref={wrapper} />;
}

/** Calls `onCommit` once its children are on screen: the island has hydrated (no DOM of its own). */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
