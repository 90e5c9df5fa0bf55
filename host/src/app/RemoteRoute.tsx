import { use } from 'react';
import type { ExposedSectionModule, PropsOf, RemoteModuleId, RemoteName } from '@portfolio/shared/federation/contract';
import { RemoteErrorBoundary } from '../features/remotes/components/RemoteErrorBoundary';
import { RemoteSection } from '../features/remotes/components/RemoteSection';
import { loadRemoteModule } from '../features/remotes/runtime/loadRemoteModule';
import type { Prefetcher } from '../features/remotes/utils/prefetchDecision';
import { remotePrefetcher } from './remotePrefetch';

/** How long a navigation may keep the previous page while a prefetched section starts. */
export const READY_WAIT_MS = 1200;

type AnyModule = ExposedSectionModule<PropsOf<RemoteModuleId>>;
const ready = new Map<RemoteModuleId, AnyModule>();
const waiting = new Map<RemoteModuleId, Promise<void>>();

/**
 * When the section's code was prefetched, its first load is quick: wait for it (once,
 * bounded) so the route shows the section itself, never its skeleton. Null when there
 * is nothing to wait for.
 */
function readiness(id: RemoteModuleId, prefetcher: Pick<Prefetcher, 'isPrefetched'>): Promise<void> | null {
  if (ready.has(id) || !prefetcher.isPrefetched(id.split('/')[0] as RemoteName)) return null;
  let pending = waiting.get(id);
  if (!pending) {
    const loaded = loadRemoteModule(id, 0).then(
      (module) => void ready.set(id, module as AnyModule),
      () => undefined, // the section reports the failure itself
    );
    pending = Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, READY_WAIT_MS))]);
    waiting.set(id, pending);
  }
  return pending;
}

interface Props<Id extends RemoteModuleId> {
  id: Id;
  label: string;
  props?: PropsOf<Id>;
  prefetcher?: Pick<Prefetcher, 'isPrefetched'>;
}

/**
 * A remote route. Navigations are React transitions (React Router), so suspending
 * here keeps the previous page on screen until a prefetched section is ready, and the
 * section then appears at once. Otherwise (not prefetched, first page load, a failure)
 * it is the usual RemoteSection, with its skeleton, fallback and Retry.
 */
export function RemoteRoute<Id extends RemoteModuleId>({ id, label, props, prefetcher = remotePrefetcher }: Props<Id>) {
  const pending = readiness(id, prefetcher);
  if (pending) use(pending);
  const module = ready.get(id);
  const section = <RemoteSection id={id} label={label} props={props} />;
  if (!module) return section;

  const Section = module.default;
  // On a render error, the usual section takes over (with its fallback and Retry).
  return (
    <RemoteErrorBoundary fallback={() => section}>
      <div data-mf-remote={id.split('/')[0]}>
        <Section {...(props ?? ({} as PropsOf<Id>))} />
      </div>
    </RemoteErrorBoundary>
  );
}
