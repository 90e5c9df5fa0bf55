import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
  type RemoteName,
} from '@portfolio/shared/federation/contract';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import {
  hasVisitorInput,
  isSameRelease,
  serverReleaseBase,
  serverSectionsIn,
  ServerSectionLoadError,
  serverStylesheetAliases,
} from '../utils/serverSectionChecks';
import { withTimeLimit } from '../utils/timeLimit';
import { loadRemoteModule } from './loadRemoteModule';
import { entryUrlOf } from './remoteUrlPlugin';
import { sectionEntry } from './sectionStore';

/**
 * Notes the page's server sections before hydration, and links their stylesheets again, disabled (`media="not all"`
 * where that is ignored), under the URLs the remote's code and the warm-up check (serverStylesheetAliases).
 */
export function collectServerSections(root: ParentNode): void {
  for (const remote of serverSectionsIn(root)) {
    sectionEntry(remote).fromServer = true;
    for (const href of serverStylesheetAliases(document.head, remote, window.location.href)) {
      if (pageHasStylesheet(href)) continue;
      const link = Object.assign(document.createElement('link'), { media: 'not all', rel: 'stylesheet', href });
      link.setAttribute('disabled', '');
      document.head.append(link);
    }
  }
}

/** Whether the page links this stylesheet URL already (as Vite's preload helper decides). */
export function pageHasStylesheet(href: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href);
}

export function hasServerSection(remote: RemoteName): boolean {
  return sectionEntry(remote).fromServer;
}

export function forgetServerSection(remote: RemoteName): void {
  sectionEntry(remote).fromServer = false;
}

/** What is left of the page's own section's bound, counted from navigation start. */
export function ownSectionTimeLeft(): number {
  return Math.max(0, REMOTE_LOAD_TIMEOUT_MS - performance.now());
}

/** The route's first load (started by main.tsx), its time limit counted from navigation start. */
export function serverSectionCode<Id extends RemoteModuleId>(id: Id): Promise<ExposedSectionModule<PropsOf<Id>>> {
  const remote = remoteOf(id);
  const entry = sectionEntry(remote);
  entry.serverCode ??= withTimeLimit(loadRemoteModule(id, 0), ownSectionTimeLeft(), id).catch((error: unknown) => {
    const failure = new ServerSectionLoadError(remote, error);
    if (!hasVisitorInput(document.querySelector(`#root [data-mf-remote="${remote}"]`))) throw failure;
    // Its fallback would lose what the visitor typed: the server HTML stays, its form posts without JS.
    console.warn(`${failure.message}; kept the server HTML, which holds the visitor's input`);
    recordSection(remote, { outcome: 'kept', source: serverReleaseBase(document.head, remote) ?? undefined });
    return new Promise<never>(() => {});
  }) as Promise<ExposedSectionModule<never>>;
  return entry.serverCode as Promise<ExposedSectionModule<PropsOf<Id>>>;
}

export function serverSectionMatchesCode(remote: RemoteName): boolean {
  return isSameRelease(serverReleaseBase(document.head, remote), entryUrlOf(remote));
}
