import { useLocation } from 'react-router-dom';
import type { PAGE_MODULES } from '@portfolio/shared/federation/contract';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { RemoteRoute } from './RemoteRoute';

type PageModuleId = (typeof PAGE_MODULES)[keyof typeof PAGE_MODULES];

/**
 * Every path under a prefix a remote owns (`/writing/*`): the remote's page module, told the path,
 * renders the page. One RemoteRoute for the whole prefix, so a hop between two of its pages keeps
 * the module and re-renders it with the new path.
 */
export function PrefixRoute({ id, label }: { id: PageModuleId; label: string }) {
  const { pathname } = useLocation();
  return <RemoteRoute id={id} label={label} props={{ variant: 'page', path: normaliseRoutePath(pathname) }} />;
}
