import { use, useEffect, useState } from 'react';
import { remoteOf, type PropsOf, type RemoteModuleId, type RemoteName } from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import { readySection, readySectionPending } from '../features/remotes/runtime/sectionMarkup';
import { useWarmedStylesheets } from '../features/remotes/hooks/useWarmedStylesheets';
import { hasServerSection } from '../features/remotes/runtime/serverSections';
import { hopWait, RemoteRoute } from './RemoteRoute';
import { PrerenderedSection } from '../features/remotes/components/PrerenderedSection';

/** Never settles: the render reading it keeps what is on screen. */
const NEVER = new Promise<never>(() => {});

/** The warm-up's fetch of the section's HTML and CSS, if under way, bounded as a route's wait is. */
function readyOnItsWay(remote: RemoteName): Promise<void> | null {
  const pending = readySectionPending(remote);
  return pending ? hopWait(remote, 'markup', () => [pending]) : null;
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
  const wait = readySection(remote, undefined) ? null : readyOnItsWay(remote);
  if (wait) use(wait);
  const [shown] = useState(() => readySection(remote, undefined));
  useWarmedStylesheets(remote);
  useEffect(() => {
    if (shown) recordSection(remote, { outcome: 'client', source: shown.base });
  }, [remote, shown]);
  if (shown) return <PrerenderedSection id={id} markup={shown.markup} />;
  return <RemoteRoute id={id} label={label} props={props} />;
}
