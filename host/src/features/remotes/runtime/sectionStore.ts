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

const sections: Partial<Record<RemoteName, SectionEntry>> = {};

export function sectionEntry(remote: RemoteName): SectionEntry {
  return (sections[remote] ??= { loads: new Map(), fromServer: false, renderedAgain: false });
}
