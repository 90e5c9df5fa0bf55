import type { RemoteName } from '@portfolio/shared/federation/contract';
import { fulfilled, tracked, type TrackedPromise } from '@portfolio/shared/trackedPromise';
import type { PrefetchPriority } from '../utils/prefetchDecision';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from '../utils/fragmentBody';
import { sectionEntry, type ShowableSection } from './sectionStore';
import { pageHasStylesheet } from './serverSections';

/** The section's pre-rendered HTML from `entryUrl`'s release; a failure leaves the hop to render it with React. */
export function fetchSectionMarkup(
  remote: RemoteName,
  entryUrl: string,
  css: Promise<string[]>,
  priority: PrefetchPriority,
  signal: AbortSignal,
): Promise<ShowableSection | null> {
  const base = releaseBaseOf(entryUrl);
  const markup = fetch(sectionMarkupUrl(entryUrl), { mode: 'cors', credentials: 'same-origin', priority, signal })
    .then((response) => (response.ok ? response.text() : ''))
    .then((text) => sectionMarkupOf(text, remote, base));
  const ready = tracked(
    Promise.all([markup, css]).then(
      ([html, stylesheets]) => (html === null ? null : { base, markup: html, css: stylesheets }),
      () => null,
    ),
  );
  sectionEntry(remote).markup = ready;
  return ready;
}

/** The section's HTML and CSS if they are in and from the release of `entryUrl` (when chosen), else null. */
export function showableSection(remote: RemoteName, entryUrl: string | undefined): ShowableSection | null {
  const { markup } = sectionEntry(remote);
  const found = fulfilled(markup) ? markup.value : null;
  return found && (!entryUrl || releaseBaseOf(entryUrl) === found.base) ? found : null;
}

/** Null when nothing fetches the section's HTML. */
export function sectionMarkupPending(remote: RemoteName): Promise<unknown> | null {
  return sectionEntry(remote).markup ?? null;
}

/** How long a hop waits for a warmed section's stylesheets before rendering it with React; adds to its bound. */
export const STYLESHEET_WAIT_MS = 1000;

const INERT_MEDIA = 'not all';
const WARMED_KEY = 'mfWarmedStylesheet';

/**
 * Links the stylesheets where the remote's entry looks for them (it adds one unless the page has
 * it); true once all load, false if one failed (removed, so the remote links its own). Inert
 * (`media="not all"`) until the section is on the page: a remote's CSS restyles the whole page.
 */
export function linkStylesheets(remote: RemoteName, css: readonly string[]): TrackedPromise<boolean> {
  const entry = sectionEntry(remote);
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

/**
 * True once loaded, false on failure or after STYLESHEET_WAIT_MS. One promise per list until the
 * linking settles, as React's `use` needs the same one on the render after it suspended.
 */
export function stylesheetsLoaded(remote: RemoteName, css: readonly string[]): TrackedPromise<boolean> {
  const links = linkStylesheets(remote, css);
  if (fulfilled(links)) return links;
  const stylesheets = sectionEntry(remote).stylesheets!;
  if (!stylesheets.wait) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, STYLESHEET_WAIT_MS, false)));
    stylesheets.wait = tracked(Promise.race([links, late]));
    void links.then(() => {
      clearTimeout(timer);
      stylesheets.wait = undefined;
    });
  }
  return stylesheets.wait;
}

/** Whether the section's stylesheets are linked and loaded already. */
export function stylesheetsReady(remote: RemoteName, css: readonly string[]): boolean {
  const { stylesheets } = sectionEntry(remote);
  return stylesheets?.key === css.join(' ') && fulfilled(stylesheets.loaded) && stylesheets.loaded.value;
}
