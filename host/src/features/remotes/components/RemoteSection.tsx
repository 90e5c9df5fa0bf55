import { Component, Suspense, use, useCallback, useEffect, useState, type ReactNode } from 'react';
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
import { serverSectionCode, serverSectionMatchesCode } from '../runtime/serverSections';
import { sectionEntry } from '../runtime/sectionStore';
import {
  FragmentReleaseMismatch,
  loadFailureReason,
  sectionOutcomeOf,
  serverReleaseBase,
} from '../utils/serverSectionChecks';
import { withTimeLimit } from '../utils/timeLimit';
import { RemoteFallback } from './RemoteFallback';
import { PAGE_SECTION_MIN_HEIGHT, SectionSkeleton } from './SectionSkeleton';
import { sectionProps } from '../utils/sectionProps';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/** Keeps a remote's failure inside its own section; Retry renders the children again. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.warn('[remote section]', error.message);
    this.props.onError?.(error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}

type RemoteState<P> =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; module: ExposedSectionModule<P> }
  | { status: 'error'; error: unknown };

export type RemoteLoader = typeof loadRemoteModule;

/**
 * Loads within a time limit counted from when the section was shown (navigation start for one hydrated from
 * the page) or, for a retry, from the click; a late answer is ignored.
 */
function useRemoteModule<Id extends RemoteModuleId>(id: Id, load: RemoteLoader, start: Props<Id>['start'] = {}) {
  const hydrated = useHydrated();
  const [first] = useState(() => ({
    attempt: start.attempt ?? 0,
    shownAt: hydrated ? Date.now() : performance.timeOrigin,
    loaded: start.module !== undefined,
  }));
  const [attempt, setAttempt] = useState(first.attempt);
  const [state, setState] = useState<RemoteState<PropsOf<Id>>>(() =>
    start.module ? { status: 'ready', module: start.module } : { status: 'loading', slow: false },
  );

  useEffect(() => {
    if (first.loaded && attempt === first.attempt) return;
    let current = true;
    const elapsed = attempt === first.attempt ? Math.max(0, Date.now() - first.shownAt) : 0;
    const notice = setTimeout(
      () => setState((previous) => (previous.status === 'loading' ? { status: 'loading', slow: true } : previous)),
      Math.max(0, REMOTE_SLOW_NOTICE_MS - elapsed),
    );
    withTimeLimit(load(id, attempt), Math.max(0, REMOTE_LOAD_TIMEOUT_MS - elapsed), id)
      .then(
        (module) => current && setState({ status: 'ready', module }),
        (error: unknown) => {
          if (!current) return;
          console.warn(`[remote section] ${id} failed to load`, error);
          setState({ status: 'error', error });
        },
      )
      .finally(() => clearTimeout(notice));
    return () => {
      current = false;
      clearTimeout(notice);
    };
  }, [id, attempt, load, first]);

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
  label: string;
  minHeight?: string;
  props?: PropsOf<Id>;
  load?: RemoteLoader;
  /** A warmed module, shown at once; or a first attempt above 0 after a failure elsewhere (fresh URLs). */
  start?: { module?: ExposedSectionModule<PropsOf<Id>>; attempt?: number };
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
      {/* The fragment's root (shared/build/fragmentPlugin.ts): the remote's CSS is scoped to it. */}
      <div data-mf-remote={remoteName}>
        <Section {...sectionProps(props, locale)} />
      </div>
    </RemoteErrorBoundary>
  );
}

/**
 * A section whose HTML the server included: suspends on its code while React keeps that HTML, then hydrates
 * it; HTML from another release than the code is rendered again on the client.
 */
export function ServerRenderedSection<Id extends RemoteModuleId>({
  id,
  props,
  code = serverSectionCode,
  matchesCode = serverSectionMatchesCode,
}: Pick<Props<Id>, 'id' | 'props'> & {
  code?: (id: Id) => Promise<ExposedSectionModule<PropsOf<Id>>>;
  matchesCode?: typeof serverSectionMatchesCode;
}) {
  const remote = remoteOf(id);
  const Section = use(code(id)).default;
  const locale = useLocale();
  // Field data: hydrated from the first HTML, or rendered again with another release's code.
  useEffect(() => {
    recordSection(
      remote,
      sectionEntry(remote).renderedAgain
        ? { outcome: 'client', source: entryUrlOf(remote) }
        : { outcome: 'server', source: serverReleaseBase(document.head, remote) ?? undefined },
    );
  }, [remote]);
  const entry = sectionEntry(remote);
  if (!entry.renderedAgain && !matchesCode(remote)) {
    entry.renderedAgain = true;
    // Thrown while hydrating, React renders the boundary on the client (a recoverable error, quiet in main.tsx).
    throw new FragmentReleaseMismatch(remote);
  }
  return (
    <div data-mf-remote={remote}>
      <Section {...sectionProps(props, locale)} />
    </div>
  );
}

/** A route's section from the server's HTML, in the Suspense boundary the server page has around it. */
export function ServerSection<Id extends RemoteModuleId>({
  id,
  label,
  props,
  onRetry,
}: Pick<Props<Id>, 'id' | 'label' | 'props'> & { onRetry: () => void }) {
  const remote = remoteOf(id);
  return (
    <RemoteErrorBoundary
      fallback={() => <RemoteFallback sectionLabel={label} onRetry={onRetry} minHeight={PAGE_SECTION_MIN_HEIGHT} />}
      onError={(error) =>
        recordSection(remote, {
          outcome: 'fallback',
          reason: sectionOutcomeOf(error) ? loadFailureReason(error) : 'render',
          // The release of the HTML on screen.
          source: serverReleaseBase(document.head, remote) ?? entryUrlOf(remote),
        })
      }
    >
      <Suspense fallback={<SectionSkeleton label={label} minHeight={PAGE_SECTION_MIN_HEIGHT} />}>
        <ServerRenderedSection id={id} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
