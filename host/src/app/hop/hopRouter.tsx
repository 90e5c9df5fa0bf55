import { useEffect, type ReactNode } from 'react';
import {
  createBrowserRouter,
  ScrollRestoration,
  useNavigate,
  type RouterNavigateOptions,
  type To,
} from 'react-router-dom';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { awaitsHydration } from '@portfolio/shared/ui/Island';
import { SINGLE_PAGE_MODE } from '../../features/single-page/utils/singlePageMode';
import { routePathOf } from '../../utils/siteBase';
import { linkClicked } from '../../boot/holdClicks';
import { HEADER_PATHS, HOST_PAGE_PATHS, routeRemoteOf, STATIC_REMOTE } from '../remoteRoutes';
import type { WarmCache } from './warmCache';

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
 * Runs `render` in a task after the next frame, so the click that asked for it is answered by a paint
 * first (what Event Timing and INP measure); at once where no frame comes (a hidden page).
 */
function afterNextFrame(render: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') render();
  else requestAnimationFrame(() => setTimeout(render, 0));
}

/**
 * A link to a header route in an island still server HTML: React would hydrate the island inside the
 * click, before the click's frame (Island keeps the island's events from React's root). The hop is the
 * same, and the island hydrates after that frame. Any other link there is the browser's.
 */
function IslandLinkClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    const takeClick = (event: MouseEvent) => {
      const link = linkClicked(event, '[data-island] a[href]');
      const route = link && routePathOf(link.pathname);
      if (!link || route === null || !HEADER_PATHS.includes(normaliseRoutePath(route)) || !awaitsHydration(link))
        return;
      event.preventDefault();
      event.stopPropagation();
      void navigate(`${route}${link.search}${link.hash}`);
    };
    window.addEventListener('click', takeClick, true);
    return () => window.removeEventListener('click', takeClick, true);
  }, [navigate]);
  return null;
}

/**
 * React Router's data router around the whole app (its own `<Routes>`): it owns history, scroll
 * restoration and pending hops. A hop with nothing to wait for (hopRendersAtOnce) is committed with
 * flushSync just after the frame that answers its click, unless another hop came first; any other is
 * a transition, the router's default (decision 0033).
 */
export function createHopRouter(app: ReactNode, basename: string, cache: WarmCache) {
  const router = createBrowserRouter(
    [
      {
        path: '*',
        element: (
          <>
            {app}
            <ScrollRestoration />
            <IslandLinkClicks />
          </>
        ),
      },
    ],
    // Hydration data, though no route loads any: without it ScrollRestoration scrolls to the top when the app
    // starts, under a visitor who scrolled the server's HTML already.
    { basename, hydrationData: { loaderData: {} } },
  );
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: To | number | null, options?: RouterNavigateOptions) => {
    if (typeof to === 'number') return navigate(to);
    // Relative to the basename: a route path.
    const path = typeof to === 'string' ? (to.split(/[?#]/)[0] ?? null) : (to?.pathname ?? null);
    if (!hopRendersAtOnce(path, cache)) return navigate(to, options);
    const from = router.state.location.key;
    return new Promise<void>((resolve) =>
      afterNextFrame(() => {
        if (router.state.location.key === from) void navigate(to, { ...options, flushSync: true }).then(resolve);
        else resolve();
      }),
    );
  }) as typeof router.navigate;
  return router;
}
