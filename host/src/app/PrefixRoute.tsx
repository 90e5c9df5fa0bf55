import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { STATIC, type HydrationSchedule } from '@portfolio/shared/hydration/schedule';
import { prefixIslandName } from '@portfolio/shared/hydration/documentPage';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { Island } from '@portfolio/shared/ui/Island';
import { hasServerSection } from '../features/remotes/runtime/serverSections';
import { RemoteRoute } from './RemoteRoute';
import type { PREFIX_ROUTES } from './remoteRoutes';

/** Every path under a remote-owned prefix (`/writing/*`): one RemoteRoute, so a hop between its pages keeps the module. */
export function PrefixRoute({ id, label, remote }: Pick<(typeof PREFIX_ROUTES)[number], 'id' | 'label' | 'remote'>) {
  const { pathname } = useLocation();
  // A composed page stays as it came and loads no remote code; without the section, it renders once seen.
  const [schedule] = useState<HydrationSchedule>(() =>
    import.meta.env.SSR || hasServerSection(remote) ? STATIC : ['visible'],
  );
  return (
    <Island name={prefixIslandName(remote)} when={schedule}>
      <RemoteRoute id={id} label={label} props={{ variant: 'page', path: normaliseRoutePath(pathname) }} />
    </Island>
  );
}
