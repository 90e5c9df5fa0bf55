import type { RemoteName } from '@portfolio/shared/federation/contract';
import { fulfilled, tracked, type TrackedPromise } from '@portfolio/shared/trackedPromise';
import type { WarmPriority } from './warmer';
import { documentLocale } from '@portfolio/shared/i18n/locale';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from '../../features/remotes/utils/fragmentBody';
import { boundedWait } from '../../utils/boundedWait';
import type { ShowableSection, WarmCache } from './warmCache';
import { pageHasStylesheet } from '../../features/remotes/runtime/serverSections';
import { entryUrlOf } from '../../features/remotes/runtime/remoteUrlPlugin';

/** The section's pre-rendered HTML from `entryUrl`'s release; a failure leaves the hop to render it with React. */
export function fetchSectionMarkup(
  cache: WarmCache,
  remote: RemoteName,
  entryUrl: string,
  css: Promise<string[]>,
  priority: WarmPriority,
  signal: AbortSignal,
): Promise<ShowableSection | null> {
  const base = releaseBaseOf(entryUrl);
  const markup = fetch(sectionMarkupUrl(entryUrl, documentLocale()), {
    mode: 'cors',
    credentials: 'same-origin',
    priority,
    signal,
  })
    .then((response) => (response.ok ? response.text() : ''))
    .then((text) => sectionMarkupOf(text, remote, base));
  const ready = tracked(
    Promise.all([markup, css]).then(
      ([html, stylesheets]) => (html === null ? null : { base, markup: html, css: stylesheets }),
      () => null,
    ),
  );
  cache.section(remote).markup = ready;
  return ready;
}

/** The section's HTML and CSS if they are in and from the release of `entryUrl` (when chosen), else null. */
export function showableSection(
  cache: WarmCache,
  remote: RemoteName,
  entryUrl: string | undefined,
): ShowableSection | null {
  const { markup } = cache.section(remote);
  const found = fulfilled(markup) ? markup.value : null;
  return found && (!entryUrl || releaseBaseOf(entryUrl) === found.base) ? found : null;
}

/** Null when nothing fetches the section's HTML. */
export function sectionMarkupPending(cache: WarmCache, remote: RemoteName): Promise<unknown> | null {
  return cache.section(remote).markup ?? null;
}

const INERT_MEDIA = 'not all';
const WARMED_KEY = 'mfWarmedStylesheet';

/**
 * Links the stylesheets where the remote's entry looks for them (it adds one unless the page has
 * it); true once all load, false if one failed (removed, so the remote links its own). Inert
 * (`media="not all"`) until the section is on the page: a remote's CSS restyles the whole page.
 */
export function linkStylesheets(cache: WarmCache, remote: RemoteName, css: readonly string[]): TrackedPromise<boolean> {
  const entry = cache.section(remote);
  const key = css.join(' ');
  if (entry.stylesheets?.key !== key) {
    const loaded = tracked(
      Promise.all(
        css.map((href) => {
          if (pageHasStylesheet(href)) return Promise.resolve(true);
          return new Promise<boolean>((resolve) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.media = INERT_MEDIA;
            link.dataset[WARMED_KEY] = remote;
            // CORS mode matches the warm-up's cache entry and lets axe read the rules without
            // re-parsing them in a <style> the CSP refuses.
            link.crossOrigin = '';
            link.href = href;
            link.onload = () => resolve(true);
            link.onerror = () => {
              link.remove();
              resolve(false);
            };
            document.head.append(link);
          });
        }),
      ).then((results) => results.every(Boolean)),
    );
    entry.stylesheets = { key, loaded };
  }
  return entry.stylesheets.loaded;
}

/** Applies the remote's warmed stylesheets; called before the frame that puts its section on the page. */
export function applyWarmedStylesheets(remote: RemoteName): void {
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(`link[data-mf-warmed-stylesheet="${remote}"]`)) {
    if (link.media === INERT_MEDIA) link.removeAttribute('media');
  }
}

/** Whether the section's stylesheets are linked and loaded already. */
export function stylesheetsReady(cache: WarmCache, remote: RemoteName, css: readonly string[]): boolean {
  const { stylesheets } = cache.section(remote);
  return stylesheets?.key === css.join(' ') && fulfilled(stylesheets.loaded) && stylesheets.loaded.value;
}

/** The section's HTML and CSS as showableSection finds them, once its stylesheets have loaded; else null. */
export function readySection(
  cache: WarmCache,
  remote: RemoteName,
  entryUrl: string | undefined,
): ShowableSection | null {
  const shown = showableSection(cache, remote, entryUrl);
  return shown && stylesheetsReady(cache, remote, shown.css) ? shown : null;
}

/** A route's section ready to draw from the release the page runs (a page never mixes releases). */
export function readyRouteSection(cache: WarmCache, remote: RemoteName): ShowableSection | null {
  return readySection(cache, remote, entryUrlOf(remote));
}

/** Settles once the warm-up's HTML is in and its stylesheets loaded, or either failed; null when nothing fetches it. */
export function readySectionPending(cache: WarmCache, remote: RemoteName): Promise<unknown> | null {
  return cache.section(remote).markup?.then((shown) => shown && linkStylesheets(cache, remote, shown.css)) ?? null;
}

/** How long a hop may keep the previous page while a section whose code is on its way starts. */
const READY_WAIT_MS = 1200;

/** A hop's wait for a section on its way (`started`: its HTML, CSS or module), by what waits, at most READY_WAIT_MS. */
export function hopWait(
  cache: WarmCache,
  remote: RemoteName,
  waiter: string,
  started: () => readonly Promise<unknown>[],
): Promise<void> {
  return boundedWait(cache.section(remote).hopWaits, waiter, started, READY_WAIT_MS);
}
