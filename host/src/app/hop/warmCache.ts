import type { RemoteName } from '@portfolio/shared/federation/contract';
import type { IslandFromMarkup as WarmedIsland } from '@portfolio/shared/hydration/islandMarkup';
import type { TrackedPromise } from '@portfolio/shared/trackedPromise';
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
  /** Its HTML and stylesheet list; null when either failed (warmedSections.ts). */
  markup?: TrackedPromise<ShowableSection | null>;
  /** Its stylesheets linked, inert until it is shown: true once loaded, false if one failed. */
  stylesheets?: { key: string; loaded: TrackedPromise<boolean> };
  /** A hop's bounded waits for it, by what waits (hopWait). */
  hopWaits: Map<string, Promise<void>>;
}

/**
 * What a hop can draw before any code runs: each remote's section (by remote; the release it came from
 * is checked on use) and the host pages' islands (by island name).
 */
export function createWarmCache() {
  const sections = new Map<RemoteName, WarmedSection>();
  const islands = new Map<string, string>();
  return {
    section(remote: RemoteName): WarmedSection {
      let section = sections.get(remote);
      if (!section) {
        section = { hopWaits: new Map() };
        sections.set(remote, section);
      }
      return section;
    },
    rememberIslands(warmed: ReadonlyMap<string, string>): void {
      for (const [name, markup] of warmed) islands.set(name, markup);
    },
    /** Null: render the island as a component. */
    island(name: string): WarmedIsland | null {
      const markup = islands.get(name);
      return markup === undefined ? null : { markup, Draw: IslandFromMarkup };
    },
  };
}

export type WarmCache = ReturnType<typeof createWarmCache>;
