import type { RemoteName } from '@portfolio/shared/federation/contract';
import { serverReleaseBase } from './serverSectionChecks';

/**
 * The stylesheets the server linked through the host origin (`/_release/<remote>/<file>`), under the
 * release's own base URL: the remote's code (Vite's preload helper compares `link.href`) and the
 * warm-up then see each as already in the page, and it is fetched once.
 */
export function serverStylesheetAliases(head: ParentNode, remote: RemoteName, pageUrl: string): string[] {
  const base = serverReleaseBase(head, remote);
  if (!base) return [];
  const prefix = `/_release/${remote}/`;
  const aliases: string[] = [];
  for (const link of head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    try {
      const url = new URL(link.getAttribute('href') ?? '', pageUrl);
      if (url.origin !== new URL(pageUrl).origin || !url.pathname.startsWith(prefix)) continue;
      aliases.push(new URL(url.pathname.slice(prefix.length) + url.search, new URL(base, pageUrl)).href);
    } catch {
      // A malformed URL names no file the remote would load.
    }
  }
  return aliases;
}
