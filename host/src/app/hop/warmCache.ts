import type { RemoteName } from '@portfolio/shared/federation/contract';
import type { WarmedIsland } from '@portfolio/shared/ui/Island';
import { fulfilled, tracked, type TrackedPromise } from '@portfolio/shared/trackedPromise';
import { releaseBaseOf } from '../../features/remotes/utils/fragmentBody';
import { entryUrlOf } from '../../features/remotes/runtime/remoteUrlPlugin';
import { pageHasStylesheet } from '../../features/remotes/runtime/serverSections';
import { boundedWait } from '../../utils/boundedWait';
import { IslandFromMarkup } from './HtmlThenOwnRoot';

/** A section as a hop can show it before its code has run: its HTML and the CSS that styles it. */
export interface ShowableSection {
  /** The release both came from (the directory of its entry). */
  base: string;
  markup: string;
  /** The section's stylesheets (absolute URLs), from the remote's manifest. */
  css: string[];
}

/** What the warm-up holds of one remote's section. */
export interface WarmedSection {
  /** Its HTML and stylesheet list; null when either failed (fetchAhead.ts). */
  markup?: TrackedPromise<ShowableSection | null>;
  /** Its code's and stylesheets' URLs from the manifest of the release `entry` (fetchAhead.ts). */
  assets?: { entry: string; files: Promise<{ js: string[]; css: string[] }> };
  /** Its stylesheets linked, inert until it is shown: true once loaded, false if one failed. */
  stylesheets?: { key: string; loaded: TrackedPromise<boolean> };
  /** A hop's bounded waits for it, by what waits (hopWait). */
  hopWaits: Map<string, Promise<void>>;
}

const INERT_MEDIA = 'not all';
const WARMED_KEY = 'mfWarmedStylesheet';

/** How long a hop may keep the previous page while a section whose code is on its way starts. */
const READY_WAIT_MS = 1200;

/** The outermost islands of `#main`, without those holding a remote's section (its route shows it). */
function keptIslands(page: ParentNode): HTMLElement[] {
  return [...page.querySelectorAll<HTMLElement>('#main [data-island]')].filter(
    (element) =>
      element.dataset.island &&
      !element.parentElement?.closest('[data-island]') &&
      !element.querySelector('[data-mf-remote]'),
  );
}

/** What a hop can draw before code runs: each remote's section (its release checked on use), host pages' islands. */
export function createWarmCache() {
  const sections = new Map<RemoteName, WarmedSection>();
  const islands = new Map<string, string>();
  const cache = {
    section(remote: RemoteName): WarmedSection {
      let section = sections.get(remote);
      if (!section) {
        section = { hopWaits: new Map() };
        sections.set(remote, section);
      }
      return section;
    },

    /** The section's HTML and CSS if they are in and from the release of `entryUrl` (when chosen), else null. */
    showableSection(remote: RemoteName, entryUrl: string | undefined): ShowableSection | null {
      const { markup } = cache.section(remote);
      const found = fulfilled(markup) ? markup.value : null;
      return found && (!entryUrl || releaseBaseOf(entryUrl) === found.base) ? found : null;
    },

    /**
     * Links the stylesheets, inert until the section is on the page (a remote's CSS restyles the whole page),
     * where the remote's entry looks for them; false if one failed (removed: the remote links its own).
     */
    linkStylesheets(remote: RemoteName, css: readonly string[]): TrackedPromise<boolean> {
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
    },

    /** The section's HTML and CSS as showableSection finds them, once its stylesheets have loaded; else null. */
    readySection(remote: RemoteName, entryUrl: string | undefined): ShowableSection | null {
      const shown = cache.showableSection(remote, entryUrl);
      const { stylesheets } = cache.section(remote);
      const loaded =
        stylesheets?.key === shown?.css.join(' ') && fulfilled(stylesheets?.loaded) && stylesheets.loaded.value;
      return loaded ? shown : null;
    },

    /** A route's section ready to draw from the release the page runs (a page never mixes releases). */
    readyRouteSection(remote: RemoteName): ShowableSection | null {
      return cache.readySection(remote, entryUrlOf(remote));
    },

    /** Settles once the warm-up's HTML is in and its stylesheets loaded, or either failed; null when nothing fetches it. */
    readySectionPending(remote: RemoteName): Promise<unknown> | null {
      return cache.section(remote).markup?.then((shown) => shown && cache.linkStylesheets(remote, shown.css)) ?? null;
    },

    /** A hop's wait for a section on its way (`started`: its HTML, CSS or module), by what waits, at most READY_WAIT_MS. */
    hopWait(remote: RemoteName, waiter: string, started: () => readonly Promise<unknown>[]): Promise<void> {
      return boundedWait(cache.section(remote).hopWaits, waiter, started, READY_WAIT_MS);
    },

    /** Keeps the islands of a host page's server HTML (`page`: a fetched page, or this one before it hydrates); returns them. */
    rememberIslandsOf(page: ParentNode): HTMLElement[] {
      const kept = keptIslands(page);
      for (const element of kept) islands.set(element.dataset.island!, element.innerHTML);
      return kept;
    },

    /** Null: render the island as a component. */
    island(name: string): WarmedIsland | null {
      const markup = islands.get(name);
      return markup === undefined ? null : { markup, Draw: IslandFromMarkup };
    },
  };
  return cache;
}

export type WarmCache = ReturnType<typeof createWarmCache>;

/** Applies the remote's warmed stylesheets; called before the frame that puts its section on the page. */
export function applyWarmedStylesheets(remote: RemoteName): void {
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(`link[data-mf-warmed-stylesheet="${remote}"]`)) {
    if (link.media === INERT_MEDIA) link.removeAttribute('media');
  }
}
