import type { RemoteName } from '@portfolio/shared/federation/contract';

/**
 * The section's stylesheets the page already has from the server (the head fragment links
 * them through the host origin, `/_release/<remote>/<file>`), as the URLs the remote's own
 * code would load them from: `<file>` under the release's base URL (the release marker).
 *
 * The remote's code adds its CSS unless the page already has a `link[rel=stylesheet]` with
 * that very URL (Vite's preload helper compares `link.href`); the host's prefetch fetches it
 * too. Neither knows that `/_release/contact/assets/x.css` is the same file as
 * `https://contact.example/assets/x.css`: given these URLs, both skip it, and the file is
 * fetched once.
 */
export function serverStylesheetAliases(head: ParentNode, remote: RemoteName, pageUrl: string): string[] {
  const base = head.querySelector<HTMLMetaElement>(`meta[name="mf-release-${remote}"]`)?.content;
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
