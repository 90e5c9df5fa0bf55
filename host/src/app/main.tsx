import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { loadRemoteModule } from '../features/remotes/runtime/loadRemoteModule';
import { collectServerSections, hasServerSection } from '../features/remotes/runtime/serverSections';
import { remoteOf } from '@portfolio/shared/federation/contract';
import {
  recordStaticServerSections,
  recoverableErrorLevel,
  sectionOutcomeOf,
} from '../features/remotes/utils/serverSectionChecks';
import { fillUnprocessedIncludes } from '../features/remotes/utils/unprocessedIncludes';
import { warmOnLinkPresses } from './hop/warmer';
import { App } from './App';
import { HopRouter } from './hop/HopRouter';
import { scheduleFieldData } from './fieldDataStart';
import { createWarmUp, WarmUpContext } from './hop/warmUp';
import { isNotFoundPageFor, isPrefixSection, routeSectionOf } from './remoteRoutes';
import { routerBasenameFor, routePathOf } from '../utils/siteBase';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { IslandMarkupContext } from '@portfolio/shared/ui/Island';
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
const routePath = normaliseRoutePath(routePathOf(window.location.pathname) ?? '/');
const routeSection = routeSectionOf(routePath);
if (routeSection) {
  const remote = remoteOf(routeSection);
  // Started now, not after hydration; a prefix's page the server composed stays its HTML (PrefixRoute).
  if (!(isPrefixSection(routeSection) && hasServerSection(remote)))
    warmUp.afterOwnSection(loadRemoteModule(routeSection, 0));
  // A skeleton: its chunks and CSS are fetched in parallel with the entry; included HTML needs code only to hydrate.
  if (!hasServerSection(remote)) warmUp.warmer.now(routePath);
}

// Every other page's warm-up starts from the load event (or once the page's own section's code is in).
warmUp.ahead(routePath);
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
if (routeSection !== undefined && isNotFoundPageFor(routeSection, container)) container.replaceChildren();

// Pre-rendered pages (host/build/prerender.ts) are hydrated; the bare shell is rendered.
if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser.
  startTransition(() => {
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
  });
} else createRoot(container).render(app);

// Measured after load, when idle; sent once when the visitor leaves.
scheduleFieldData();
