import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { startRemoteLoad } from '../features/remotes/runtime/loadRemoteModule';
import { collectServerSections, hasServerSection } from '../features/remotes/runtime/serverSections';
import { recordStaticServerSections } from '../features/remotes/runtime/staticSections';
import { remoteOf } from '@portfolio/shared/federation/contract';
import { recoverableErrorLevel, sectionOutcomeOf } from '../features/remotes/utils/serverSectionChecks';
import { fillUnprocessedIncludes } from '../features/remotes/utils/unprocessedIncludes';
import { warmOrder } from '../features/remotes/utils/prefetchDecision';
import { ROUTES } from '@portfolio/shared/routes';
import { App } from './App';
import { HopRouter } from './HopRouter';
import { scheduleFieldData } from './fieldDataStart';
import {
  IDLE_WARM_PATHS,
  remotePrefetcher,
  warmHostPagesWhenIdle,
  warmStaticSections,
  warmUpAfterOwnSection,
} from './remotePrefetch';
import { warmOnLinkPresses } from './remoteWarmup';
import { isNotFoundPageFor, isPrefixSection, routeSectionOf } from './remoteRoutes';
import { ROUTER_BASENAME, routePathOf } from '../utils/siteBase';
import './index.css';

// The built page's boot module turns the web font on after first paint; in dev there is none.
if (import.meta.env.DEV) document.documentElement.setAttribute('data-web-font', '');

const container = document.getElementById('root')!;
// Which remote sections the server included (their HTML is kept and hydrated in place); read
// before the section's code and prefetch start, which then skip the stylesheets the page has.
if (container.hasChildNodes()) {
  // A static host sends the page's include directives unprocessed: stubs in, as a server would.
  fillUnprocessedIncludes(document);
  collectServerSections(container);
  recordStaticServerSections(container);
}

// A remote route starts fetching its section now, in parallel with hydration.
const routePath = routePathOf(window.location.pathname);
const routeRemote = routePath === null ? undefined : routeSectionOf(normaliseRoutePath(routePath));
if (routeRemote) {
  // A prefix's page the server composed stays its HTML (PrefixRoute): it has no code to wait for.
  const staticPage = isPrefixSection(routeRemote.id) && hasServerSection(remoteOf(routeRemote.id));
  // The warm-up of the other pages waits for it (warmUpStart.ts).
  if (!staticPage) warmUpAfterOwnSection(startRemoteLoad(routeRemote.id));
  // Without the section in the page (a skeleton: the remote was down or the host is static), its
  // chunks and CSS are fetched from the remote's manifest in parallel with its entry: the visitor
  // waits for them. A section the server included is already shown, and its code is only needed to
  // hydrate it: the module loads fetch it, and the dozen fetch() calls of a prefetch (≈25 ms of main
  // thread at 4× CPU) are spared.
  if (!hasServerSection(remoteOf(routeRemote.id))) remotePrefetcher.now(routeRemote.path);
}

// Once loaded, on whichever route the visitor landed, every other header route's remote section is warmed
// (fetched, then evaluated when idle), nearest header entry first, so no hop waits for a remote's code
// (remote-writing has no header route: its pages are documents, IDLE_WARM_PATHS). Asked for now, not
// once hydrated: the fetches start at the load event, or once the page's own section's code is in.
remotePrefetcher.idle(
  warmOrder(
    normaliseRoutePath(routePath ?? '/'),
    ROUTES.map((route) => route.path),
    IDLE_WARM_PATHS,
  ),
);

// And Home's static sections as HTML and CSS, and the host's own pages' islands as HTML, for a hop to them.
warmStaticSections();
warmHostPagesWhenIdle();

// From now on, a finger, button or key going down on a link starts that route's remote code.
warmOnLinkPresses(remotePrefetcher);

const app = (
  <StrictMode>
    <HopRouter basename={ROUTER_BASENAME}>
      <App />
    </HopRouter>
  </StrictMode>
);

// A page under a prefix a remote owns, on a static host that answered with its 404 page (no
// rewrite to the prefix's shell): that HTML is another page's, so the app renders afresh.
const renderAfresh = routeRemote !== undefined && isNotFoundPageFor(routeRemote.id, container);
if (renderAfresh) container.replaceChildren();

// Pre-rendered pages (host/build/prerender.ts) are hydrated; the bare shell is rendered.
if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few ms instead of running as one long
  // task: the page is already painted, and input during hydration stays responsive (TBT).
  startTransition(() => {
    hydrateRoot(container, app, {
      // A server-rendered section whose code failed or came from another release is handled by
      // the section itself (fallback, or a client render): logged quietly. Anything else is an error.
      onRecoverableError(error) {
        const level = recoverableErrorLevel(error);
        if (level === 'error') console.error(error);
        else console[level](`[remote section] ${sectionOutcomeOf(error)?.message}`);
      },
      // The section's error boundary shows the fallback and says why (RemoteErrorBoundary).
      onCaughtError(error) {
        if (recoverableErrorLevel(error) === 'error') console.error(error);
      },
    });
  });
} else createRoot(container).render(app);

// Field data (issue 31): measured after load, when idle, and sent once when the visitor leaves.
scheduleFieldData();
