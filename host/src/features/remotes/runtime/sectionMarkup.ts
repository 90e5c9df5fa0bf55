import type { RemoteName } from '@portfolio/shared/federation/contract';
import type { PrefetchPriority } from '../utils/prefetchDecision';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from '../utils/sectionMarkup';
import { pageHasStylesheet } from './serverSections';

/** A section as a navigation can show it before its code has run: its HTML and the CSS that styles it. */
export interface ShowableSection {
  /** The release both came from (the directory of its entry). */
  base: string;
  markup: string;
  /** The section's stylesheets (absolute URLs), from the remote's manifest. */
  css: string[];
}

/** Each warmed remote's section once its HTML and its manifest are in; settles null when either failed. */
const sections = new Map<RemoteName, Promise<ShowableSection | null>>();
const shown = new Map<RemoteName, ShowableSection>();

/**
 * Fetches the section's pre-rendered HTML from the release of `entryUrl` (the fragment file the
 * servers include), with the warm-up of its code; `css` is the manifest's list of its stylesheets.
 * Optional: a failure leaves nothing, and a navigation then renders the section with React.
 */
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

/**
 * The section's HTML and CSS, if they are in and came from the release whose code this page runs
 * (`entryUrl`, when the runtime has chosen it already), else null.
 */
export function showableSection(remote: RemoteName, entryUrl: string | undefined): ShowableSection | null {
  const found = shown.get(remote);
  return found && (!entryUrl || releaseBaseOf(entryUrl) === found.base) ? found : null;
}

/** Settles once the section's HTML and CSS list are in (or failed); null when nothing fetches them. */
export function sectionMarkupPending(remote: RemoteName): Promise<unknown> | null {
  return sections.get(remote) ?? null;
}

const stylesheets = new Map<string, Promise<boolean>>();

/**
 * How long a navigation waits for a warmed section's stylesheets (normally in the HTTP cache by then)
 * before it renders the section the other way, with React and the section's own bound, fallback and
 * Retry. It adds to that bound, so it is short.
 */
export const STYLESHEET_WAIT_MS = 1000;

/**
 * Links the section's stylesheets where the remote's own code looks for them (its remoteEntry adds
 * a `link[rel="stylesheet"][href]` unless one is there), so that code adds none; settles true once every
 * one has loaded (from the HTTP cache, where the warm-up put them), false if one failed or has not loaded
 * within STYLESHEET_WAIT_MS: the section's HTML is never shown unstyled, and never waited for without end.
 * One promise per list for the page's life, as React's `use` needs: a failed list stays failed (a render
 * after it must not start a new wait and suspend again), and that section then always renders with React.
 */
export function stylesheetsLoaded(css: readonly string[]): Promise<boolean> {
  const key = css.join(' ');
  let loaded = stylesheets.get(key);
  if (!loaded) {
    loaded = Promise.all(
      css.map((href) => {
        if (pageHasStylesheet(href)) return Promise.resolve(true);
        return new Promise<boolean>((resolve) => {
          const link = document.createElement('link');
          const settle = (ok: boolean) => {
            clearTimeout(timer);
            // A failed or late sheet leaves no link: the remote's own code then links its CSS itself.
            if (!ok) link.remove();
            resolve(ok);
          };
          const timer = setTimeout(() => settle(false), STYLESHEET_WAIT_MS);
          link.rel = 'stylesheet';
          // In CORS mode, as the warm-up fetched it (the same cache entry), and readable by scripts:
          // without it axe cannot read a cross-origin sheet's rules and re-parses the file in a
          // <style> the page's CSP refuses.
          link.crossOrigin = '';
          link.href = href;
          link.onload = () => settle(true);
          link.onerror = () => settle(false);
          document.head.append(link);
        });
      }),
    ).then((results) => results.every(Boolean));
    // Marked settled in place, as React's `use` reads a promise it has seen: a render after that
    // takes the value without suspending (and a hop can know it will not: stylesheetsReady).
    const tracked: TrackedPromise<boolean> = loaded;
    void loaded.then((value) => Object.assign(tracked, { status: 'fulfilled', value }));
    stylesheets.set(key, loaded);
  }
  return loaded;
}

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Whether the list's stylesheets are linked and loaded already: a render showing the section will not wait. */
export function stylesheetsReady(css: readonly string[]): boolean {
  const loaded: TrackedPromise<boolean> | undefined = stylesheets.get(css.join(' '));
  return loaded?.status === 'fulfilled' && loaded.value === true;
}
