import type { RemoteName } from '@portfolio/shared/federation/contract';
import { fulfilled, tracked, type TrackedPromise } from '@portfolio/shared/trackedPromise';
import type { PrefetchPriority } from '../utils/prefetchDecision';
import { releaseBaseOf, sectionMarkupOf, sectionMarkupUrl } from '../utils/fragmentBody';
import { sectionEntry, type ShowableSection } from './sectionStore';
import { pageHasStylesheet } from './serverSections';

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
  const ready = tracked(
    Promise.all([markup, css]).then(
      ([html, stylesheets]) => (html === null ? null : { base, markup: html, css: stylesheets }),
      () => null,
    ),
  );
  sectionEntry(remote).markup = ready;
  return ready;
}

/**
 * The section's HTML and CSS, if they are in and came from the release whose code this page runs
 * (`entryUrl`, when the runtime has chosen it already), else null.
 */
export function showableSection(remote: RemoteName, entryUrl: string | undefined): ShowableSection | null {
  const { markup } = sectionEntry(remote);
  const found = fulfilled(markup) ? markup.value : null;
  return found && (!entryUrl || releaseBaseOf(entryUrl) === found.base) ? found : null;
}

/** Settles once the section's HTML and CSS list are in (or failed); null when nothing fetches them. */
export function sectionMarkupPending(remote: RemoteName): Promise<unknown> | null {
  return sectionEntry(remote).markup ?? null;
}

/**
 * How long a navigation waits for a warmed section's stylesheets (normally in the HTTP cache by then)
 * before it renders the section the other way, with React and the section's own bound, fallback and
 * Retry. It adds to that bound, so it is short.
 */
export const STYLESHEET_WAIT_MS = 1000;

const INERT_MEDIA = 'not all';
/** `data-mf-warmed-stylesheet="<remote>"` on the links linkStylesheets adds. */
const WARMED_KEY = 'mfWarmedStylesheet';

/**
 * Links the section's stylesheets where the remote's own code looks for them (its remoteEntry adds
 * a `link[rel="stylesheet"][href]` unless one is there), so that code adds none; settles true once every
 * one has loaded (from the HTTP cache, where the warm-up put them), false if one failed (its link removed:
 * the remote's own code then links its CSS itself). The warm-up links them once they are in the cache, so
 * that a hop to the section has nothing to wait for (HopRouter). One promise per list for the page's life:
 * a failed list stays failed, and that section then always renders with React.
 *
 * A link starts inert (`media="not all"`: loaded and parsed, never matched) and applies once its section is
 * on the page (applyWarmedStylesheets): an active sheet restyles the whole page as it is added (a remote's
 * CSS declares the shared theme's `:root` variables and Tailwind's `@property` rules again), which the
 * warm-up would do after load, while the visitor may be tapping, for sections they may never open.
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
            // In CORS mode, as the warm-up fetched it (the same cache entry), and readable by scripts:
            // without it axe cannot read a cross-origin sheet's rules and re-parses the file in a
            // <style> the page's CSP refuses.
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

/**
 * Applies the remote's warmed stylesheets: called as its section is put on the page (before that frame is
 * drawn), whether it shows the warmed HTML or renders with the remote's code, which finds its CSS linked.
 */
export function applyWarmedStylesheets(remote: RemoteName): void {
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(`link[data-mf-warmed-stylesheet="${remote}"]`)) {
    if (link.media === INERT_MEDIA) link.removeAttribute('media');
  }
}

/**
 * What a render showing the section's HTML waits for: its stylesheets linked and loaded (true), or not
 * (false: the section renders with React), the HTML never shown unstyled and never waited for beyond
 * STYLESHEET_WAIT_MS. React's `use` needs the same promise on the render after it suspended: one per list
 * until the linking settles, after which a render gets its outcome (a sheet late for one hop is ready for
 * the next).
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

/** Whether the list's stylesheets are linked and loaded already: a render showing the section will not wait. */
export function stylesheetsReady(remote: RemoteName, css: readonly string[]): boolean {
  const { stylesheets } = sectionEntry(remote);
  return stylesheets?.key === css.join(' ') && fulfilled(stylesheets.loaded) && stylesheets.loaded.value;
}
