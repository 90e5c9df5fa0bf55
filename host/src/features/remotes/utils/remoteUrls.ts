import { REMOTE_MODULES, type RemoteName } from '@portfolio/shared/federation/contract';
import { RETRY_PATH_SEGMENT } from '@portfolio/shared/federation/loading';

export type RemoteUrls = Partial<Record<RemoteName, string>>;

// A remote missing here would load from its build-time URL, whatever remotes.json says.
const REMOTE_KEYS = Object.keys(REMOTE_MODULES) as RemoteName[];

/** Reads remotes.json; unknown keys and non-http(s) values are ignored, keeping the build-time entries. */
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
      // not a URL: the build-time entry stays
    }
  }
  return urls;
}

/** The entry under a fresh directory per retry (RETRY_PATH_SEGMENT), the query string kept. */
export function withAttempt(entry: string, attempt: number): string {
  if (attempt <= 0) return entry;
  const url = new URL(entry);
  const slash = url.pathname.lastIndexOf('/');
  url.pathname = `${url.pathname.slice(0, slash)}/${RETRY_PATH_SEGMENT}/${attempt}${url.pathname.slice(slash)}`;
  return url.href;
}

/** The runtime registers remotes under internal names (`__mfe_internal__host__…__skills`); the alias keeps ours. */
export function remoteKeyOf(remote: { name: string; alias?: string }): RemoteName | null {
  const candidates = [remote.alias, remote.name];
  for (const candidate of candidates) {
    if (candidate && (REMOTE_KEYS as readonly string[]).includes(candidate)) return candidate as RemoteName;
  }
  const suffix = REMOTE_KEYS.find((key) => remote.name.endsWith(`__${key}`));
  return suffix ?? null;
}
