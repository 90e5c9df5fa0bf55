import type { RemoteName } from '@portfolio/shared/federation/contract';
import { fulfilled, tracked, type TrackedPromise } from '@portfolio/shared/trackedPromise';
import type { PrefetchPriority } from '../utils/prefetchDecision';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from '../utils/fragmentBody';
import { pageHasStylesheet } from './serverSections';

/** A section as a hop can show it before its code has run: its HTML and the CSS that styles it. */
export interface ShowableSection {
  /** The release both came from (its entry's directory). */
  base: string;
  markup: string;
  /** Absolute URLs, from the remote's manifest. */
  css: string[];
}

/** Settles null when the HTML or the manifest failed. */
const sections = new Map<RemoteName, Promise<ShowableSection | null>>();
const shown = new Map<RemoteName, ShowableSection>();

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
  const ready = Promise.all([markup, css]).then(
    ([html, stylesheets]) => {
      if (html === null) return null;
      const section = { base, markup: html, css: stylesheets };
      shown.set(remote, section);
      return section;
    },
    () => null,
  );
  sections.set(remote, ready);
  return ready;
}

/** The section's HTML and CSS if they are in and from the release of `entryUrl` (when chosen), else null. */
export function showableSection(remote: RemoteName, entryUrl: string | undefined): ShowableSection | null {
  const found = shown.get(remote);
  return found && (!entryUrl || releaseBaseOf(entryUrl) === found.base) ? found : null;
}

/** Null when nothing fetches the section's HTML. */
export function sectionMarkupPending(remote: RemoteName): Promise<unknown> | null {
  return sections.get(remote) ?? null;
}

const linked = new Map<string, TrackedPromise<boolean>>();
const waits = new Map<string, TrackedPromise<boolean>>();

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
  const key = css.join(' ');
  let loaded = linked.get(key);
  if (!loaded) {
    loaded = tracked(
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
    linked.set(key, loaded);
  }
  return loaded;
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
  const key = css.join(' ');
  const links = linkStylesheets(remote, css);
  if (fulfilled(links)) return links;
  let wait = waits.get(key);
  if (!wait) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, STYLESHEET_WAIT_MS, false)));
    wait = tracked(Promise.race([links, late]));
    waits.set(key, wait);
    void links.then(() => {
      clearTimeout(timer);
      waits.delete(key);
    });
  }
  return wait;
}

/** Whether the list's stylesheets are linked and loaded already. */
export function stylesheetsReady(css: readonly string[]): boolean {
  const links = linked.get(css.join(' '));
  return fulfilled(links) && links.value;
}
