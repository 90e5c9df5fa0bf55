import { Suspense, use, useEffect, useState } from 'react';
import { remoteOf, type PropsOf, type RemoteModuleId } from '@portfolio/shared/federation/contract';
import { RemoteErrorBoundary } from '../features/remotes/components/RemoteErrorBoundary';
import { RemoteFallback } from '../features/remotes/components/RemoteFallback';
import { RemoteSection } from '../features/remotes/components/RemoteSection';
import { PAGE_SECTION_MIN_HEIGHT, SectionSkeleton } from '../features/remotes/components/SectionSkeleton';
import { PrerenderedSection } from '../features/remotes/components/PrerenderedSection';
import { IncludePoint, ServerRenderedSection } from '../features/remotes/components/ServerRenderedSection';
import { firstLoadStarted, loadRemoteModule, loadedModule } from '../features/remotes/runtime/loadRemoteModule';
import { sectionMarkupPending, showableSection } from '../features/remotes/runtime/sectionMarkup';
import { useSectionStylesheets } from '../features/remotes/hooks/useSectionStylesheets';
import { forgetServerSection, hasServerSection } from '../features/remotes/runtime/serverSections';
import { loadFailureReason } from '../features/remotes/utils/fallbackReason';
import { sectionOutcomeOf, serverReleaseBase } from '../features/remotes/utils/serverSectionChecks';
import { entryUrlOf } from '../features/remotes/runtime/remoteUrlPlugin';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import type { Prefetcher } from '../features/remotes/utils/prefetchDecision';
import { boundedWait } from '../utils/boundedWait';
import { sectionEntry } from '../features/remotes/runtime/sectionStore';
import { remotePrefetcher } from './remotePrefetch';

/** How long a navigation may keep the previous page while a section whose code is on its way starts. */
export const READY_WAIT_MS = 1200;

/** The section's pre-rendered HTML and CSS, when the warm-up has them, from the release the page runs. */
function showable(id: RemoteModuleId) {
  return showableSection(remoteOf(id), entryUrlOf(remoteOf(id)));
}

/**
 * When the section is on its way (warmed when idle, or a press on its link started it), wait
 * (once, bounded) for whichever comes first, its HTML and CSS or its evaluated module, so the route
 * shows the section itself, never its skeleton. Null when there is nothing to wait for: either is
 * in already (the route shows it at once), or nothing started it (the skeleton shows while it loads).
 */
function readiness(id: RemoteModuleId, prefetcher: Pick<Prefetcher, 'isWarming'>): Promise<void> | null {
  if (loadedModule(id) || showable(id) || !(firstLoadStarted(id) || prefetcher.isWarming(remoteOf(id)))) return null;
  return boundedWait(
    sectionEntry(remoteOf(id)).hopWaits,
    id,
    () => {
      // A failure settles the wait too: the section reports it itself.
      const loaded = loadRemoteModule(id, 0);
      const markup = sectionMarkupPending(remoteOf(id));
      // The HTML settling without being showable (a failed fetch) must not end the wait early.
      const shown = markup?.then(() => (showable(id) ? undefined : loaded)) ?? loaded;
      return [loaded, shown];
    },
    READY_WAIT_MS,
  );
}

interface Props<Id extends RemoteModuleId> {
  id: Id;
  label: string;
  props?: PropsOf<Id>;
  prefetcher?: Pick<Prefetcher, 'isWarming'>;
}

/**
 * A remote route. Three ways in, one Suspense boundary (the server page has it around the
 * include, so every way hydrates against it):
 * - at build time, the include point the server fills with the section's HTML;
 * - on a page whose server HTML has the section: ServerRenderedSection keeps that HTML and
 *   hydrates it when the code arrives; a failure shows the fallback, whose Retry loads afresh;
 * - otherwise (a failed include left the skeleton, or a client-side navigation): RemoteSection,
 *   with its skeleton, fallback and Retry. A section whose module was warmed renders at once; one
 *   whose code is on its way suspends here (a React transition keeps the previous page), bounded.
 */
export function RemoteRoute<Id extends RemoteModuleId>({ id, label, props, prefetcher = remotePrefetcher }: Props<Id>) {
  const remote = remoteOf(id);
  const [fromServer, setFromServer] = useState(() => !import.meta.env.SSR && hasServerSection(remote));
  const [attempt, setAttempt] = useState(0);

  // The server HTML is used once: a later visit to this route renders on the client.
  useEffect(() => forgetServerSection(remote), [remote]);

  if (import.meta.env.SSR) {
    return (
      <Suspense fallback={null}>
        <IncludePoint remote={remote} />
      </Suspense>
    );
  }

  if (fromServer) {
    const retry = () => {
      setAttempt(1);
      setFromServer(false);
    };
    return (
      <RemoteErrorBoundary
        fallback={() => <RemoteFallback sectionLabel={label} onRetry={retry} minHeight={PAGE_SECTION_MIN_HEIGHT} />}
        // A load failure (time limit, network, contract) or the hydrated section throwing.
        onError={(error) =>
          recordSection(remote, {
            outcome: 'fallback',
            reason: sectionOutcomeOf(error) ? loadFailureReason(error) : 'render',
            // The release of the HTML on screen (its code was to come from the same one).
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

  return <ClientRenderedSection id={id} label={label} props={props} attempt={attempt} prefetcher={prefetcher} />;
}

/**
 * A section rendered on the client (a client-side navigation, a Retry, or a page whose HTML has the
 * skeleton instead). Only on a client-side navigation does it use a warmed module or wait for one on its
 * way: the render that hydrates the page's own HTML must match its skeleton. Whether this mount is that
 * render is fixed at mount (useHydrated is false only while hydrating); the hook lives here, not in
 * RemoteRoute, because its re-render after hydration must not reach a server section still waiting for
 * its code (React would drop that HTML).
 */
function ClientRenderedSection<Id extends RemoteModuleId>({
  id,
  label,
  props,
  attempt,
  prefetcher,
}: Omit<Props<Id>, 'prefetcher'> & { attempt: number; prefetcher: Pick<Prefetcher, 'isWarming'> }) {
  const hydrated = useHydrated();
  const [fresh] = useState(() => hydrated && attempt === 0);
  const pending = fresh ? readiness(id, prefetcher) : null;
  if (pending) use(pending);
  // A warmed section whose HTML and CSS are in is shown as that HTML (its stylesheets linked first),
  // then hydrated once its module has been evaluated, which the navigation does not wait for.
  const [prerendered] = useState(() => {
    const section = fresh ? showable(id) : null;
    if (!section) return null;
    // Loaded when the island is about to hydrate (once idle), not now: a module graph evaluated during
    // the hop would delay its frame. A failure is the island's to report.
    const loadModule = () => {
      const loaded = loadedModule(id);
      return loaded ? Promise.resolve(loaded) : loadRemoteModule(id, 0);
    };
    return { ...section, loadModule };
  });
  const [islandFailed, setIslandFailed] = useState(false);
  const styled = useSectionStylesheets(remoteOf(id), prerendered && !islandFailed ? prerendered.css : null);
  if (prerendered && styled && !islandFailed) {
    return (
      <PrerenderedSection
        id={id}
        markup={prerendered.markup}
        loadModule={prerendered.loadModule}
        props={props}
        // The island threw or its code failed: the route renders it instead (its boundary, fallback and Retry).
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
