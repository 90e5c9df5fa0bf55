import { remoteOf, type PropsOf, type RemoteModuleId } from '@portfolio/shared/federation/contract';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { loadRemoteModule } from '../runtime/loadRemoteModule';
import { entryUrlOf } from '../runtime/remoteUrlPlugin';
import { useRemoteModule, type RemoteLoader, type RemoteStart, type RemoteTiming } from '../hooks/useRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { PAGE_SECTION_MIN_HEIGHT, SectionSkeleton } from './SectionSkeleton';
import { sectionProps } from '../utils/sectionProps';
import { SectionRoot } from './SectionRoot';

interface Props<Id extends RemoteModuleId> {
  id: Id;
  /** Named in the loading and error messages. */
  label: string;
  /** Height reserved while loading. */
  minHeight?: string;
  props?: PropsOf<Id>;
  /** Injected in unit tests; the federation runtime otherwise. */
  load?: RemoteLoader;
  /** Injected in unit tests; shared/src/federation/loading.ts otherwise. */
  timing?: RemoteTiming;
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
  timing,
  start,
}: Props<Id>) {
  const { state, retry } = useRemoteModule(id, load, timing, start);
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
