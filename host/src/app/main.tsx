import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { startRemoteLoad } from '../features/remotes/runtime/loadRemoteModule';
import { collectServerSections, hasServerSection } from '../features/remotes/runtime/serverSections';
import { recordStaticServerSections } from '../features/remotes/runtime/staticSections';
import { remoteOf } from '@portfolio/shared/federation/contract';
import { recoverableErrorLevel, sectionOutcomeOf } from '../features/remotes/utils/serverSectionChecks';
import { fillUnprocessedIncludes } from '../features/remotes/utils/unprocessedIncludes';
import { warmOrder } from './hop/warmer';
import { ROUTES } from '@portfolio/shared/routes';
import { App } from './App';
import { HopRouter } from './hop/HopRouter';
import { clickIsHeld } from '../boot/holdClicks';
import { scheduleFieldData } from './fieldDataStart';
import { createWarmUp, IDLE_WARM_PATHS, WarmUpContext } from './hop/warmUp';
import { warmOnLinkPresses } from './hop/warmOnPress';
import { isNotFoundPageFor, isPrefixSection, routeSectionOf } from './remoteRoutes';
import { routerBasenameFor, routePathOf } from '../utils/siteBase';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { IslandMarkupContext } from '@portfolio/shared/hydration/islandMarkup';
import { documentLocale } from '@portfolio/shared/i18n/locale';
import './index.css';

// The built page's boot module turns the web font on after first paint; in dev there is none.
if (import.meta.env.DEV) document.documentElement.setAttribute('data-web-font', '');

const container = document.getElementById('root')!;
// Read before the sections' code and the warm-up start, which skip the stylesheets the page has.
if (container.hasChildNodes()) {
  // A static host sends include directives unprocessed.
  fillUnprocessedIncludes(document);
  collectServerSections(container);
  recordStaticServerSections(container);
}

const warmUp = createWarmUp();
const routePath = routePathOf(window.location.pathname);
const routeRemote = routePath === null ? undefined : routeSectionOf(normaliseRoutePath(routePath));
if (routeRemote) {
  // A prefix's page the server composed stays its HTML (PrefixRoute).
  const staticPage = isPrefixSection(routeRemote.id) && hasServerSection(remoteOf(routeRemote.id));
  // The warm-up of the other pages waits for it (hop/warmUpStart.ts).
  if (!staticPage) warmUp.afterOwnSection(startRemoteLoad(routeRemote.id));
  // A skeleton: its chunks and CSS are fetched in parallel with the entry; included HTML needs code only to hydrate.
  if (!hasServerSection(remoteOf(routeRemote.id))) warmUp.warmer.now(routeRemote.path);
}

// Every other header route's section is warmed from the load event (or once the page's own section's
// code is in), nearest entry first.
warmUp.warmer.idle(
  warmOrder(
    normaliseRoutePath(routePath ?? '/'),
    ROUTES.map((route) => route.path),
    IDLE_WARM_PATHS,
  ),
);

warmUp.staticSections();
warmUp.hostPagesWhenIdle();

warmOnLinkPresses(warmUp.warmer);

const locale = documentLocale();
const app = (
  <StrictMode>
    <LocaleProvider locale={locale}>
      <WarmUpContext value={warmUp}>
        <IslandMarkupContext value={warmUp.cache.island}>
          <HopRouter basename={routerBasenameFor(locale)}>
            <App />
          </HopRouter>
        </IslandMarkupContext>
      </WarmUpContext>
    </LocaleProvider>
  </StrictMode>
);

// A prefix's page on a static host that answered with its 404 page: that HTML is another page's.
const renderAfresh = routeRemote !== undefined && isNotFoundPageFor(routeRemote.id, container);
if (renderAfresh) container.replaceChildren();

// Pre-rendered pages (host/build/prerender.ts) are hydrated; the bare shell is rendered.
if (container.hasChildNodes()) {
  const hydrate = () => {
    hydrateRoot(container, app, {
      // A section whose code failed or is from another release handles it: logged quietly.
      onRecoverableError(error) {
        const level = recoverableErrorLevel(error);
        if (level === 'error') console.error(error);
        else console[level](`[remote section] ${sectionOutcomeOf(error)?.message}`);
      },
      onCaughtError(error) {
        if (recoverableErrorLevel(error) === 'error') console.error(error);
      },
    });
  };
  // As a transition, hydration yields to the browser instead of running as one long task, unless a
  // click waits for it.
  if (clickIsHeld()) hydrate();
  else startTransition(hydrate);
} else createRoot(container).render(app);

// Measured after load, when idle; sent once when the visitor leaves.
scheduleFieldData();
