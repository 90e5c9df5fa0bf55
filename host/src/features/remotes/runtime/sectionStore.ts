import type { ExposedSectionModule, RemoteModuleId, RemoteName } from '@portfolio/shared/federation/contract';
import type { TrackedPromise } from '@portfolio/shared/trackedPromise';

/** A section as a hop can show it before its code has run: its HTML and the CSS that styles it. */
export interface ShowableSection {
  /** The release both came from (the directory of its entry). */
  base: string;
  markup: string;
  /** The section's stylesheets (absolute URLs), from the remote's manifest. */
  css: string[];
}

/** What the page knows of one remote's section, for the page's life. */
export interface SectionEntry {
  /** The first load of each module it exposes, marked in place as it settles (loadRemoteModule.ts). */
  loads: Map<RemoteModuleId, TrackedPromise<ExposedSectionModule<never>>>;
  /** The warm-up's fetch of its HTML and stylesheet list; null when either failed (sectionMarkup.ts). */
  markup?: TrackedPromise<ShowableSection | null>;
  /** Its stylesheets linked, inert until it is shown: true once loaded, false if one failed. */
  stylesheets?: { key: string; loaded: TrackedPromise<boolean> };
  /** A hop's bounded waits for it, by what waits (RemoteRoute, StaticRemoteSection). */
  hopWaits: Map<string, Promise<void>>;
  /** The page's server HTML has it, until a route has used that HTML (serverSections.ts). */
  fromServer: boolean;
  /** The code that hydrates its server HTML, within its time limit. */
  serverCode?: Promise<ExposedSectionModule<never>>;
  /** Its server HTML came from another release than its code: rendered on the client instead. */
  renderedAgain: boolean;
}

/** The page's one cache of its remotes' sections, keyed by remote. */
const sections = new Map<RemoteName, SectionEntry>();

export function sectionEntry(remote: RemoteName): SectionEntry {
  let entry = sections.get(remote);
  if (!entry) {
    entry = { loads: new Map(), hopWaits: new Map(), fromServer: false, renderedAgain: false };
    sections.set(remote, entry);
  }
  return entry;
}

export function allSectionEntries(): IterableIterator<SectionEntry> {
  return sections.values();
}
