import { fragmentBodyFile, RELEASE_TOKEN } from '@portfolio/shared/federation/fragmentFile';
import { FEDERATION_CONTRACT_VERSION } from '@portfolio/shared/federation/version';
import type { Locale } from '@portfolio/shared/i18n/locale';

/** The release an entry belongs to: its directory, ending in `/` (a relative URL takes no query or hash from its base). */
export function releaseBaseOf(entryUrl: string): string {
  return new URL('./', entryUrl).href;
}

/** The body fragment for the host's contract major in `entryUrl`'s release, in a language: the file servers include. */
export function sectionMarkupUrl(entryUrl: string, locale: Locale): string {
  return `${releaseBaseOf(entryUrl)}${fragmentBodyFile(FEDERATION_CONTRACT_VERSION.split('.')[0]!, locale)}`;
}

/** The content of the fragment file's one `<div data-mf-remote>`, the release token replaced by `base`; else null. */
export function sectionMarkupOf(text: string, remote: string, base: string): string | null {
  const open = `<div data-mf-remote="${remote}">`;
  const close = '</div>';
  const file = text.replace(/\s+$/, '');
  if (!file.startsWith(open) || !file.endsWith(close) || file.length === open.length + close.length) return null;
  return file.slice(open.length, -close.length).replaceAll(RELEASE_TOKEN, base);
}
