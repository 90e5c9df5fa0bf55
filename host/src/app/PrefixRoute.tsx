import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PAGE_MODULES, RemoteName } from '@portfolio/shared/federation/contract';
import type { HydrationSchedule } from '@portfolio/shared/hydration/schedule';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { prefixIslandName } from '@portfolio/shared/hydration/documentPage';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { Island } from '@portfolio/shared/ui/Island';
import { hasServerSection } from '../features/remotes/runtime/serverSections';
import { RemoteRoute } from './RemoteRoute';

type PageModuleId = (typeof PAGE_MODULES)[keyof typeof PAGE_MODULES];

/**
 * When a prefix's page hydrates. Its pages are documents (a post, a case study: links, anchors,
 * images, no control of their own), so the page the server composed is kept as it came and loads
 * none of the remote's code: a post weighs what its HTML and CSS weigh (issue 46: no more than
 * /education). Without the section in the HTML (a static host's stub, a remote that did not answer)
 * the route renders it on the client as soon as it is seen, with its skeleton, fallback and Retry.
 */
export function prefixPageSchedule(serverHtml: boolean): HydrationSchedule {
  return serverHtml ? STATIC : ['visible'];
}

/**
 * Every path under a prefix a remote owns (`/writing/*`): the remote's page module, told the path,
 * renders the page. One RemoteRoute for the whole prefix, so a hop between two of its pages keeps
 * the module and re-renders it with the new path. A client-side visit renders it (an island renders
 * at once outside hydration). The build renders it as a composed page's (the server puts the section in).
 */
export function PrefixRoute({ id, label, remote }: { id: PageModuleId; label: string; remote: RemoteName }) {
  const { pathname } = useLocation();
  const [schedule] = useState(() => prefixPageSchedule(import.meta.env.SSR || hasServerSection(remote)));
  return (
    <Island name={prefixIslandName(remote)} when={schedule}>
      <RemoteRoute id={id} label={label} props={{ variant: 'page', path: normaliseRoutePath(pathname) }} />
    </Island>
  );
}
