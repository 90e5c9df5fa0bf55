import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
} from 'react-router-dom';
import { remoteOf, type RemoteName } from '@portfolio/shared/federation/contract';
import { entryUrlOf } from '../features/remotes/runtime/remoteUrlPlugin';
import { showableSection, stylesheetsReady } from '../features/remotes/runtime/sectionMarkup';
import { hopRendersAtOnce, type HopPage } from '../features/navigation/utils/hopRendering';
import { SINGLE_PAGE_MODE } from '../features/single-page/utils/singlePageMode';
import { rememberScroll } from '../hooks/useScrollOnHop';
import { routePathOf } from '../utils/siteBase';
import { HOST_PAGE_PATHS, routeRemoteOf } from './remotePrefetch';
import { STATIC_SECTIONS } from './remoteRoutes';

/** Whether a section's warmed HTML (from `entryUrl`'s release, when given) is in and its stylesheets loaded. */
function shownAtOnce(remote: RemoteName, entryUrl: string | undefined): boolean {
  const shown = showableSection(remote, entryUrl);
  return shown !== null && stylesheetsReady(remote, shown.css);
}

/** The page as a hop finds it (read at the hop: the warm-up fills it in). */
function hopPage(): HopPage {
  return {
    hostPages: HOST_PAGE_PATHS,
    remoteOf: routeRemoteOf,
    // As RemoteRoute shows a section (the release the page runs) and StaticRemoteSection a static one.
    sectionShown: (remote) => shownAtOnce(remote, entryUrlOf(remote)),
    staticSectionsShown: STATIC_SECTIONS.every((section) => shownAtOnce(remoteOf(section.id), undefined)),
    singlePage: SINGLE_PAGE_MODE,
  };
}

interface Props {
  basename: string;
  children: ReactNode;
}

/**
 * React Router's BrowserRouter with one difference: BrowserRouter renders every location change as a
 * transition; this one renders a hop to a page with nothing to wait for at once (hopRendersAtOnce),
 * any other as a transition (decision 0033). Back and forward go the same way as a click.
 */
export function HopRouter({ basename, children }: Props) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  // A hop leaves the page still shown and scrolled as the visitor left it (useScrollOnHop).
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
        if (hopRendersAtOnce(routePathOf(location.pathname), hopPage())) setState(next);
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
