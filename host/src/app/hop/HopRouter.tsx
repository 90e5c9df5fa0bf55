import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
} from 'react-router-dom';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { SINGLE_PAGE_MODE } from '../../features/single-page/utils/singlePageMode';
import { rememberScroll } from './useScrollOnHop';
import { routePathOf } from '../../utils/siteBase';
import { useWarmUp } from './warmUp';
import type { WarmCache } from './warmCache';
import { HEADER_PATHS, HOST_PAGE_PATHS, routeRemoteOf, STATIC_REMOTE } from '../remoteRoutes';
import { awaitsHydration } from '@portfolio/shared/ui/Island';
import { linkClicked } from '@portfolio/shared/hydration/links';
import { afterNextFrame } from '../../boot/afterNextFrame';

/**
 * Whether a hop to `path` renders at once, in one task, rather than as a transition, which keeps the
 * previous page while the next one loads but is time-sliced: only a page with nothing to wait for does (a
 * plain update that waited would show a fallback, and React holds the content back 300 ms after one).
 */
export function hopRendersAtOnce(path: string | null, cache: WarmCache, singlePage = SINGLE_PAGE_MODE): boolean {
  if (path === null) return false;
  const route = normaliseRoutePath(path);
  // Home waits for its static section, or in single-page mode for the remote sections it stacks.
  const homeReady = () => !singlePage && cache.readySection(STATIC_REMOTE, undefined) !== null;
  if (HOST_PAGE_PATHS.includes(route)) return route !== '/' || homeReady();
  const remote = routeRemoteOf(route);
  return remote !== null && cache.readyRouteSection(remote) !== null;
}

/**
 * BrowserRouter, except a hop with nothing to wait for renders in one task just after the frame that
 * answers its click (hopRendersAtOnce) and any other as a transition (decision 0033), back and forward included.
 */
export function HopRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const { cache } = useWarmUp();
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  // The page left is remembered where the visitor scrolled it (useScrollOnHop).
  const [navigator] = useState<Navigator>(() => ({
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: history.go,
    replace: history.replace,
    push(to, state) {
      rememberScroll();
      history.push(to, state);
    },
  }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const next = { action, location };
        if (hopRendersAtOnce(routePathOf(location.pathname), cache))
          // A later hop in the meantime supersedes it.
          afterNextFrame(() => history.location.key === location.key && flushSync(() => setState(next)));
        else startTransition(() => setState(next));
      }),
    [history, cache],
  );
  useLayoutEffect(() => {
    // A link to a header route in an island still server HTML: React would hydrate the island inside the
    // click, before the click's frame (Island keeps the island's events from React's root). The hop is the
    // same, and the island hydrates after that frame. Any other link there is the browser's.
    const takeClick = (event: MouseEvent) => {
      const link = linkClicked(event, '[data-island] a[href]');
      const route = link && routePathOf(link.pathname);
      if (!link || route === null || !HEADER_PATHS.includes(normaliseRoutePath(route)) || !awaitsHydration(link))
        return;
      event.preventDefault();
      event.stopPropagation();
      navigator.push(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('click', takeClick, true);
    return () => window.removeEventListener('click', takeClick, true);
  }, [navigator]);
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
