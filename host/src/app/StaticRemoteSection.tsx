import { use, useEffect, useState } from 'react';
import { remoteOf, type PropsOf, type RemoteModuleId, type RemoteName } from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import { hopWait, readySection, readySectionPending } from './hop/warmedSections';
import { useWarmedStylesheets } from './hop/useWarmedStylesheets';
import { hasServerSection } from '../features/remotes/runtime/serverSections';
import { RemoteRoute } from './RemoteRoute';
import { PrerenderedSection } from './hop/PrerenderedSection';
import type { WarmCache } from './hop/warmCache';
import { useWarmUp } from './hop/warmUp';

/** Never settles: the render reading it keeps what is on screen. */
const NEVER = new Promise<never>(() => {});

/** The warm-up's fetch of the section's HTML and CSS, if under way, bounded as a route's wait is. */
function readyOnItsWay(cache: WarmCache, remote: RemoteName): Promise<void> | null {
  const pending = readySectionPending(cache, remote);
  return pending ? hopWait(cache, remote, 'markup', () => [pending]) : null;
}

interface Props<Id extends RemoteModuleId> {
  id: Id;
  label: string;
  props?: PropsOf<Id>;
}

/**
 * A remote section shown as a static island (Home's "Latest writing"), without the remote's code where
 * possible: the server's HTML stays (a navigation opening its gate suspends for good); a hop shows the
 * warmed HTML and CSS (warmStaticSections); without them, RemoteRoute renders it with its code.
 */
export function StaticRemoteSection<Id extends RemoteModuleId>({ id, label, props }: Props<Id>) {
  const remote = remoteOf(id);
  const hydrated = useHydrated();
  const [fromServer] = useState(() => !import.meta.env.SSR && hasServerSection(remote));
  if (import.meta.env.SSR) return <RemoteRoute id={id} label={label} props={props} />;
  if (!hydrated && fromServer) use(NEVER);
  return <ClientStaticSection id={id} label={label} props={props} />;
}

function ClientStaticSection<Id extends RemoteModuleId>({ id, label, props }: Props<Id>) {
  const remote = remoteOf(id);
  const { cache } = useWarmUp();
  const wait = readySection(cache, remote, undefined) ? null : readyOnItsWay(cache, remote);
  if (wait) use(wait);
  const [shown] = useState(() => readySection(cache, remote, undefined));
  useWarmedStylesheets(remote);
  useEffect(() => {
    if (shown) recordSection(remote, { outcome: 'client', source: shown.base });
  }, [remote, shown]);
  if (shown) return <PrerenderedSection id={id} markup={shown.markup} />;
  return <RemoteRoute id={id} label={label} props={props} />;
}
