import { fragmentBodyFile, RELEASE_TOKEN } from '@portfolio/shared/federation/fragmentFile';
import { FEDERATION_CONTRACT_VERSION } from '@portfolio/shared/federation/version';

/** The base URL of the release an entry belongs to: its directory, ending in `/`. */
export function releaseBaseOf(entryUrl: string): string {
  const url = new URL('./', entryUrl);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * The section's pre-rendered HTML in the release of `entryUrl`: the body fragment of the host's
 * contract major, the file the servers include.
 */
export function sectionMarkupUrl(entryUrl: string, contractVersion: string = FEDERATION_CONTRACT_VERSION): string {
  return `${releaseBaseOf(entryUrl)}${fragmentBodyFile(contractVersion.split('.')[0]!)}`;
}

/**
 * What goes inside the section's wrapper on a client-side navigation: the fragment file is one
 * `<div data-mf-remote="name">` element (the deploy refuses any other), rendered by the remote's
 * build from its section alone; its content, the release token replaced by `base`, is what that
 * section renders, so a root hydrating the wrapper finds it as it would have drawn it. Null for a
 * file that is not that element.
 */
export function sectionMarkupOf(text: string, remote: string, base: string): string | null {
  const open = `<div data-mf-remote="${remote}">`;
  const close = '</div>';
  const file = text.replace(/\s+$/, '');
  if (!file.startsWith(open) || !file.endsWith(close) || file.length === open.length + close.length) return null;
  return file.slice(open.length, -close.length).replaceAll(RELEASE_TOKEN, base);
}
