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

/** Read at the hop: the warm-up fills it in. */
function hopPage(): HopPage {
  return {
    hostPages: HOST_PAGE_PATHS,
    remoteOf: routeRemoteOf,
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
 * BrowserRouter, except a hop with nothing to wait for renders at once (hopRendersAtOnce) and any
 * other as a transition (decision 0033), back and forward included.
 */
export function HopRouter({ basename, children }: Props) {
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
