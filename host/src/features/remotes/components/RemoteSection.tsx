import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
} from '@portfolio/shared/federation/contract';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { REMOTE_LOAD_TIMEOUT_MS, REMOTE_SLOW_NOTICE_MS } from '@portfolio/shared/federation/loading';
import { loadRemoteModule } from '../runtime/loadRemoteModule';
import { entryUrlOf } from '../runtime/remoteUrlPlugin';
import { loadFailureReason } from '../utils/fallbackReason';
import { after, withTimeLimit } from '../utils/timeLimit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { PAGE_SECTION_MIN_HEIGHT, SectionSkeleton } from './SectionSkeleton';
import { sectionProps } from '../utils/sectionProps';
import { SectionRoot } from './SectionRoot';

type RemoteState<P> =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; module: ExposedSectionModule<P> }
  | { status: 'error'; error: unknown };

export type RemoteLoader = <Id extends RemoteModuleId>(
  id: Id,
  attempt: number,
) => Promise<ExposedSectionModule<PropsOf<Id>>>;

/** A module already loaded (a warmed hop), or a later attempt. */
export interface RemoteStart<P> {
  module?: ExposedSectionModule<P>;
  /** 1 and up: the load starts under fresh URLs (withAttempt). */
  attempt?: number;
}

/** From navigation start for a section hydrated from the page (its skeleton shown since first paint), else from now. */
function useShownAt(): number {
  const hydrated = useHydrated();
  const [shownAt] = useState(() => (hydrated ? Date.now() : performance.timeOrigin));
  return shownAt;
}

/** Loads within a time limit; `retry` starts a new attempt; a late answer is ignored (the fallback stays). */
function useRemoteModule<Id extends RemoteModuleId>(id: Id, load: RemoteLoader, start: RemoteStart<PropsOf<Id>> = {}) {
  const [firstAttempt] = useState(start.attempt ?? 0);
  const [attempt, setAttempt] = useState(firstAttempt);
  const [state, setState] = useState<RemoteState<PropsOf<Id>>>(() =>
    start.module ? { status: 'ready', module: start.module } : { status: 'loading', slow: false },
  );
  const [loadedAttempt] = useState(() => (start.module ? firstAttempt : -1));
  const shownAt = useShownAt();

  useEffect(() => {
    if (attempt === loadedAttempt) return;
    let current = true;
    // The first attempt counts from the section being shown, a retry from the click.
    const elapsed = attempt === firstAttempt ? Math.max(0, Date.now() - shownAt) : 0;
    const cancelNotice = after(Math.max(0, REMOTE_SLOW_NOTICE_MS - elapsed), () => {
      if (current)
        setState((previous) => (previous.status === 'loading' ? { status: 'loading', slow: true } : previous));
    });
    withTimeLimit(load(id, attempt), Math.max(0, REMOTE_LOAD_TIMEOUT_MS - elapsed), id)
      .then(
        (module) => current && setState({ status: 'ready', module }),
        (error: unknown) => {
          if (!current) return;
          console.warn(`[remote section] ${id} failed to load`, error);
          setState({ status: 'error', error });
        },
      )
      .finally(cancelNotice);
    return () => {
      current = false;
      cancelNotice();
    };
  }, [id, attempt, load, shownAt, loadedAttempt, firstAttempt]);

  // Field data: what the section showed first, and how each Retry ended.
  useEffect(() => {
    if (state.status === 'loading') return;
    const remote = remoteOf(id);
    const source = entryUrlOf(remote);
    if (attempt > 0) recordSection(remote, { retry: state.status === 'ready' ? 'ok' : 'failed', source });
    else if (state.status === 'ready') recordSection(remote, { outcome: 'client', source });
    else recordSection(remote, { outcome: 'fallback', reason: loadFailureReason(state.error), source });
  }, [state, attempt, id]);

  // Set in the event, not the effect, so a new attempt starts from the skeleton.
  const retry = useCallback(() => {
    setState({ status: 'loading', slow: false });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}

interface Props<Id extends RemoteModuleId> {
  id: Id;
  /** Named in the loading and error messages. */
  label: string;
  /** Height reserved while loading. */
  minHeight?: string;
  props?: PropsOf<Id>;
  /** Injected in unit tests; the federation runtime otherwise. */
  load?: RemoteLoader;
  /** An already-loaded module (shown at once) or a first attempt after a failure elsewhere. */
  start?: RemoteStart<PropsOf<Id>>;
}

/** Skeleton while loading, then the section, or a fallback with Retry when late, incompatible or throwing. */
export function RemoteSection<Id extends RemoteModuleId>({
  id,
  label,
  minHeight = PAGE_SECTION_MIN_HEIGHT,
  props,
  load = loadRemoteModule,
  start,
}: Props<Id>) {
  const { state, retry } = useRemoteModule(id, load, start);
  const locale = useLocale();

  if (state.status === 'loading') return <SectionSkeleton label={label} minHeight={minHeight} slow={state.slow} />;
  if (state.status === 'error') return <RemoteFallback sectionLabel={label} onRetry={retry} minHeight={minHeight} />;

  const Section = state.module.default;
  const remoteName = remoteOf(id);
  return (
    <RemoteErrorBoundary
      fallback={(reset) => <RemoteFallback sectionLabel={label} onRetry={reset} minHeight={minHeight} />}
      onRetry={retry}
      onError={() =>
        recordSection(remoteName, { outcome: 'fallback', reason: 'render', source: entryUrlOf(remoteName) })
      }
    >
      <SectionRoot remote={remoteName}>
        <Section {...sectionProps(props, locale)} />
      </SectionRoot>
    </RemoteErrorBoundary>
  );
}
