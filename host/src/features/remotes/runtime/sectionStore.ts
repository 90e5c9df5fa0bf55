import type { ExposedSectionModule, RemoteModuleId, RemoteName } from '@portfolio/shared/federation/contract';
import type { TrackedPromise } from '@portfolio/shared/trackedPromise';

/** What the page knows of one remote's section, for the page's life. */
export interface SectionEntry {
  /** The first load of each module it exposes, marked in place as it settles (loadRemoteModule.ts). */
  loads: Map<RemoteModuleId, TrackedPromise<ExposedSectionModule<never>>>;
  /** The page's server HTML has it, until a route has used that HTML (serverSections.ts). */
  fromServer: boolean;
  /** The code that hydrates its server HTML, within its time limit. */
  serverCode?: Promise<ExposedSectionModule<never>>;
  /** Its server HTML came from another release than its code: rendered on the client instead. */
  renderedAgain: boolean;
}

/** The page's record of its remotes' sections, keyed by remote: their module loads and server HTML. */
const sections = new Map<RemoteName, SectionEntry>();

export function sectionEntry(remote: RemoteName): SectionEntry {
  let entry = sections.get(remote);
  if (!entry) {
    entry = { loads: new Map(), fromServer: false, renderedAgain: false };
    sections.set(remote, entry);
  }
  return entry;
}
