import type { RemoteName } from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { serverReleaseBase } from '../utils/serverSectionChecks';

/**
 * The server sections inside a static island (a prefix's page, Home's "Latest writing") are never
 * hydrated, so nothing else notes what they showed: the server's HTML, from its release, noted now.
 * Light on purpose (no federation runtime): a document page's boot record runs it without the app.
 */
export function recordStaticServerSections(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island-static] [data-mf-remote]')) {
    const remote = element.dataset.mfRemote as RemoteName;
    recordSection(remote, { outcome: 'server', source: serverReleaseBase(document.head, remote) ?? undefined });
  }
}
