import type { RemoteName } from '@portfolio/shared/federation/contract';
import { normaliseRoutePath } from '@portfolio/shared/seo';

/** What a hop's render could wait on, as the page knows it at the moment of the hop. */
export interface HopPage {
  /** The host's own pages (no remote route): Home and Education. */
  hostPages: readonly string[];
  /** The remote whose section a route shows (null for a host page, a prefix's page, an unknown path). */
  remoteOf: (route: string) => RemoteName | null;
  /** Whether a remote route's section would show at once: its warmed HTML, from the release the page runs, in and its stylesheets loaded. */
  sectionShown: (remote: RemoteName) => boolean;
  /** The same for Home's static sections (Latest writing). */
  staticSectionsShown: boolean;
  /** Single-page mode: Home stacks remote sections, whose code a render waits for. */
  singlePage: boolean;
}

/**
 * Whether a hop to `path` renders at once, as a plain update, rather than as a transition.
 * A transition keeps the previous page while something on the next one loads (a remote's code, its
 * warmed HTML or CSS, a lazy chunk), but React time-slices it, drawing frames between its slices,
 * where a plain update renders in one task. So a page with nothing to wait for renders at once; any
 * other keeps the transition, since a plain update that waited would show a fallback (and React holds
 * the content back 300 ms after one).
 */
export function hopRendersAtOnce(path: string | null, page: HopPage): boolean {
  if (path === null) return false;
  const route = normaliseRoutePath(path);
  if (page.hostPages.includes(route)) return route !== '/' || (page.staticSectionsShown && !page.singlePage);
  const remote = page.remoteOf(route);
  return remote !== null && page.sectionShown(remote);
}
