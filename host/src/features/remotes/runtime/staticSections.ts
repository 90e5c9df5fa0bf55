import type { RemoteName } from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { serverReleaseBase } from '../utils/serverSectionChecks';

/**
 * Notes the server sections inside static islands, which never hydrate to note themselves. No
 * federation runtime: a document page runs it without the app.
 */
export function recordStaticServerSections(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island-static] [data-mf-remote]')) {
    const remote = element.dataset.mfRemote as RemoteName;
    recordSection(remote, { outcome: 'server', source: serverReleaseBase(document.head, remote) ?? undefined });
  }
}
