import { Suspense, use, useEffect, useLayoutEffect, useState } from 'react';
import { remoteOf, type PropsOf, type RemoteModuleId } from '@portfolio/shared/federation/contract';
import { RemoteSection, ServerSection } from '../features/remotes/components/RemoteSection';
import { PrerenderedSection } from './hop/HtmlThenOwnRoot';
import { firstLoadStarted, loadRemoteModule, loadedModule } from '../features/remotes/runtime/loadRemoteModule';
import { applyWarmedStylesheets } from './hop/warmCache';
import { forgetServerSection, hasServerSection } from '../features/remotes/runtime/serverSections';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import { useWarmUp, type WarmUp } from './hop/warmUp';

/** A bounded wait for a section on its way (HTML and CSS, or module), so a hop never shows its skeleton; null: none. */
function readiness({ cache, warmer }: WarmUp, id: RemoteModuleId): Promise<void> | null {
  const remote = remoteOf(id);
  if (loadedModule(id) || cache.readyRouteSection(remote)) return null;
  if (!cache.section(remote).markup && !(firstLoadStarted(id) || warmer.isWarming(remote))) return null;
  return cache.hopWait(remote, id, () => {
    // A failure settles the wait too; the section reports it.
    const loaded = loadRemoteModule(id, 0);
    // HTML or CSS that settles without being ready (a failed fetch) must not end the wait early.
    const ready = cache.readySectionPending(remote)?.then(() => (cache.readyRouteSection(remote) ? undefined : loaded));
    return [loaded, ready ?? loaded];
  });
}

type Props<Id extends RemoteModuleId> = { id: Id; label: string; props?: PropsOf<Id> };

/**
 * A remote route in one Suspense boundary (the server page has it around the include: at build time
 * host/build/remoteRouteOnServer.tsx stands in for this module): ServerSection on server HTML, else
 * ClientRenderedSection.
 */
export function RemoteRoute<Id extends RemoteModuleId>({ id, label, props }: Props<Id>) {
  const remote = remoteOf(id);
  const [fromServer] = useState(() => hasServerSection(remote));
  // 1 after a Retry on the server's section.
  const [attempt, setAttempt] = useState(0);

  // The server HTML is used once.
  useEffect(() => forgetServerSection(remote), [remote]);

  if (fromServer && attempt === 0)
    return <ServerSection id={id} label={label} props={props} onRetry={() => setAttempt(1)} />;
  return <ClientRenderedSection id={id} label={label} props={props} attempt={attempt} />;
}

/**
 * Uses a warmed module only on a hop: the render hydrating the page's own HTML must match its skeleton.
 * useHydrated lives here so its re-render cannot make React drop a server section's HTML.
 */
function ClientRenderedSection<Id extends RemoteModuleId>({
  id,
  label,
  props,
  attempt,
}: Props<Id> & { attempt: number }) {
  const warmUp = useWarmUp();
  const hydrated = useHydrated();
  const [fresh] = useState(() => hydrated && attempt === 0);
  const pending = fresh ? readiness(warmUp, id) : null;
  if (pending) use(pending);
  // Warmed HTML and CSS are shown as HTML, hydrated once the module is evaluated (the hop does not wait).
  const [prerendered] = useState(() => (fresh ? warmUp.cache.readyRouteSection(remoteOf(id)) : null));
  const [islandFailed, setIslandFailed] = useState(false);
  // Before the frame that first shows the section.
  useLayoutEffect(() => applyWarmedStylesheets(remoteOf(id)), [id]);
  if (prerendered && !islandFailed) {
    return (
      <PrerenderedSection
        id={id}
        markup={prerendered.markup}
        // Loaded when the section hydrates, not now: a module graph evaluated during the hop delays its frame.
        loadModule={() => loadRemoteModule(id, 0)}
        props={props}
        // The island failed: render it with React (boundary, fallback, Retry).
        onError={() => setIslandFailed(true)}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <RemoteSection
        id={id}
        label={label}
        props={props}
        start={{ module: fresh ? loadedModule(id) : undefined, attempt }}
      />
    </Suspense>
  );
}

const NEVER = new Promise<never>(() => {});

/**
 * A remote section shown as a static island (Home's "Latest writing"): the server's HTML stays (suspending for
 * good); a hop shows the warmed HTML and CSS; without them, RemoteRoute renders it with its code.
 */
export function StaticRemoteSection<Id extends RemoteModuleId>({ id, label, props }: Props<Id>) {
  const remote = remoteOf(id);
  const hydrated = useHydrated();
  const [fromServer] = useState(() => hasServerSection(remote));
  if (!hydrated && fromServer) use(NEVER);
  return <ClientStaticSection id={id} label={label} props={props} />;
}

function ClientStaticSection<Id extends RemoteModuleId>({ id, label, props }: Props<Id>) {
  const remote = remoteOf(id);
  const { cache } = useWarmUp();
  // The warm-up's fetch of its HTML and CSS, if under way, bounded as a route's wait is.
  const pending = cache.readySection(remote, undefined) ? null : cache.readySectionPending(remote);
  if (pending) use(cache.hopWait(remote, 'markup', () => [pending]));
  const [shown] = useState(() => cache.readySection(remote, undefined));
  useLayoutEffect(() => applyWarmedStylesheets(remote), [remote]);
  useEffect(() => {
    if (shown) recordSection(remote, { outcome: 'client', source: shown.base });
  }, [remote, shown]);
  if (shown) return <PrerenderedSection id={id} markup={shown.markup} />;
  return <RemoteRoute id={id} label={label} props={props} />;
}
