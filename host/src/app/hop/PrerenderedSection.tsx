import { useEffect, type ReactNode } from 'react';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
} from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { useHtmlThenOwnRoot } from './useHtmlThenOwnRoot';
import { entryUrlOf } from '../../features/remotes/runtime/remoteUrlPlugin';
import { sectionProps } from '../../features/remotes/utils/sectionProps';
import { SectionRoot } from '../../features/remotes/components/SectionRoot';

interface Props<Id extends RemoteModuleId> {
  id: Id;
  /** From the release `module` came from (runtime/sectionMarkup.ts). */
  markup: string;
  /** Called once idle after the section is shown: evaluating a module graph during the hop delays its frame. None: static. */
  loadModule?: () => Promise<ExposedSectionModule<PropsOf<Id>>>;
  props?: PropsOf<Id>;
  /** The section threw while hydrating or after: the route renders it with React instead. */
  onError?: (error: unknown) => void;
}

/**
 * A section shown on a hop as its warmed HTML (decision 0032), hydrated later as its own root unless
 * static: it takes only props, so that root hydrates exactly what the remote's build rendered.
 */
export function PrerenderedSection<Id extends RemoteModuleId>({ id, markup, loadModule, props, onError }: Props<Id>) {
  const remote = remoteOf(id);

  const locale = useLocale(); // Hydrated with the props it was shown with; a route's are constant.
  const hydrate = (load: NonNullable<typeof loadModule>) => async () => {
    const Section = (await load()).default;
    const hydrated = () => recordSection(remote, { outcome: 'client', source: entryUrlOf(remote) });
    return (
      <Committed onCommit={hydrated}>
        <Section {...sectionProps(props, locale)} />
      </Committed>
    );
  };
  const wrapper = useHtmlThenOwnRoot(markup, {
    content: loadModule ? hydrate(loadModule) : null,
    onContentError: onError,
    options: {
      onUncaughtError: (error) => onError?.(error),
      // React recovers from a mismatch by rendering the section afresh in its root.
      onRecoverableError: (error) => console.info(`[remote section] ${remote}: rendered afresh`, error),
    },
  });

  return <SectionRoot remote={remote} ref={wrapper} />;
}

/** Calls `onCommit` once its children are on screen. */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
