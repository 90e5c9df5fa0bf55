import { REMOTE_MODULES, type RemoteName } from '@portfolio/shared/federation/contract';
import { RETRY_PATH_SEGMENT } from '@portfolio/shared/federation/loading';

export type RemoteUrls = Partial<Record<RemoteName, string>>;

// Every remote of the contract: a remote missing here would be loaded from its build-time URL,
// whatever remotes.json says.
const REMOTE_KEYS = Object.keys(REMOTE_MODULES) as RemoteName[];

/**
 * Reads remotes.json ({ "skills": "https://.../remoteEntry.js", ... }). Unknown keys
 * and values that are not http(s) URLs are ignored, so a bad file falls back to the
 * build-time entries instead of breaking every section.
 */
export function parseRemoteUrls(json: unknown, baseUrl: string): RemoteUrls {
  const urls: RemoteUrls = {};
  if (!json || typeof json !== 'object') return urls;
  for (const key of REMOTE_KEYS) {
    const value = (json as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value, baseUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') urls[key] = url.href;
    } catch {
      // not a URL: keep the build-time entry
    }
  }
  return urls;
}

/**
 * A failed module (a truncated chunk, a stalled fetch) and a failed stylesheet are kept by
 * URL for the life of the page, and a remote's chunks and CSS are loaded by URLs relative to
 * its entry. So each retry asks for the entry from a fresh directory,
 * `…/_attempt/<n>/remoteEntry.js`, which gives every chunk and CSS file a fresh URL too;
 * the remote servers serve `…/_attempt/<n>/x` as `…/x` (delivery/node/staticServer.mjs,
 * delivery/nginx/remote-server.conf.template). The query string is kept.
 */
export function withAttempt(entry: string, attempt: number): string {
  if (attempt <= 0) return entry;
  const url = new URL(entry);
  const slash = url.pathname.lastIndexOf('/');
  url.pathname = `${url.pathname.slice(0, slash)}/${RETRY_PATH_SEGMENT}/${attempt}${url.pathname.slice(slash)}`;
  return url.href;
}

/**
 * The runtime registers remotes under internal names such as
 * `__mfe_internal__host__mf_owner__123__skills`; the alias keeps the name we gave.
 */
export function remoteKeyOf(remote: { name: string; alias?: string }): RemoteName | null {
  const candidates = [remote.alias, remote.name];
  for (const candidate of candidates) {
    if (candidate && (REMOTE_KEYS as readonly string[]).includes(candidate)) return candidate as RemoteName;
  }
  const suffix = REMOTE_KEYS.find((key) => remote.name.endsWith(`__${key}`));
  return suffix ?? null;
}
