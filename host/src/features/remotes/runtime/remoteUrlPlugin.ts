import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { withTimeLimit } from '../utils/timeLimit';
import { REMOTE_MODULES, type RemoteName } from '@portfolio/shared/federation/contract';
import { REMOTES_JSON_TIMEOUT_MS, RETRY_PATH_SEGMENT } from '@portfolio/shared/federation/loading';
import { CONTRACT_VERSION_EXPORT, FEDERATION_CONTRACT_VERSION } from '@portfolio/shared/federation/version';
import { sitePath } from '../../../utils/siteBase';

type RemoteUrls = Partial<Record<RemoteName, string>>;

// A remote missing here would load from its build-time URL, whatever remotes.json says.
const REMOTE_KEYS = Object.keys(REMOTE_MODULES) as RemoteName[];

/** Reads remotes.json; unknown keys and non-http(s) values are ignored, keeping the build-time entries. */
export function parseRemoteUrls(json: unknown, baseUrl: string): RemoteUrls {
  const urls: RemoteUrls = {};
  for (const key of REMOTE_KEYS) {
    const value = (json as Record<string, unknown> | null | undefined)?.[key];
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
  const named = REMOTE_KEYS.find((key) => key === remote.alias || key === remote.name);
  return named ?? REMOTE_KEYS.find((key) => remote.name.endsWith(`__${key}`)) ?? null;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** Null for a remote built against the host's contract major (any minor and patch), else the message. */
export function contractMismatch(
  remote: string,
  entryExports: unknown,
  hostVersion: string = FEDERATION_CONTRACT_VERSION,
): string | null {
  const published = (entryExports as Record<string, unknown> | null | undefined)?.[CONTRACT_VERSION_EXPORT];
  const theirs = typeof published === 'string' ? published : 'none';
  const major = SEMVER.exec(theirs)?.[1];
  if (major !== undefined && major === SEMVER.exec(hostVersion)?.[1]) return null;
  return `[remote section] ${remote} was built against federation contract ${theirs}; this host uses ${hostVersion} (the major versions must match). Its section is not loaded.`;
}

const attempts: Partial<Record<RemoteName, number>> = {};
const buildTimeEntries: Partial<Record<RemoteName, string>> = {};
const currentEntries: Partial<Record<RemoteName, string>> = {};
let remoteUrls: Promise<RemoteUrls> | null = null;

async function fetchRemoteUrls(fetchImpl: typeof fetch): Promise<RemoteUrls> {
  const controller = new AbortController();
  try {
    const url = new URL(sitePath('/remotes.json'), window.location.href).href;
    // Served no-cache: a plain request can use the page's preload (Link header).
    const read = fetchImpl(url, { signal: controller.signal }).then(async (response) =>
      response.ok ? parseRemoteUrls(await response.json(), url) : {},
    );
    // Bounded, the body included: a stalled file must not hold every section.
    return await withTimeLimit(read, REMOTES_JSON_TIMEOUT_MS, url);
  } catch {
    return {};
  } finally {
    controller.abort();
  }
}

/** One request per page, shared by the runtime plugin, the warm-up and the Link header's preload; {} on failure. */
export function pageRemoteUrls(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<RemoteUrls> {
  return (remoteUrls ??= fetchRemoteUrls(fetchImpl));
}

/** The entry URL this page loads the remote from (remotes.json's, else the build's); undefined before. */
export function entryUrlOf(remote: RemoteName): string | undefined {
  return currentEntries[remote];
}

/** The next load of this remote starts over under a fresh URL. */
export function markRetry(remote: RemoteName): void {
  // remotes.json may have been fixed or re-pointed since the failure.
  remoteUrls = null;
  attempts[remote] = (attempts[remote] ?? 0) + 1;
}

/** For tests: forget remotes.json and the retry counts. */
export function resetRemoteUrlPlugin(): void {
  remoteUrls = null;
  for (const record of [attempts, buildTimeEntries, currentEntries])
    for (const key of Object.keys(record)) delete record[key as RemoteName];
}

/** Points each remote's entry at /remotes.json's URL and checks its contract version once loaded. */
export default function remoteUrlPlugin(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  return {
    name: 'portfolio-remote-url-plugin',
    async beforeRequest(args) {
      const urls = await pageRemoteUrls(fetchImpl);
      for (const remote of args.options.remotes) {
        const key = remoteKeyOf(remote);
        if (!key || !('entry' in remote)) continue;
        buildTimeEntries[key] ??= remote.entry;
        const entry = urls[key] ?? buildTimeEntries[key];
        currentEntries[key] = entry;
        remote.entry = withAttempt(entry, attempts[key] ?? 0);
      }
      return args;
    },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- afterLoadEntry is an AsyncHook: the runtime awaits it, so a rejection refuses the entry (its declared type says void)
    async afterLoadEntry(args) {
      if (!args.remoteEntryExports) return;
      const mismatch = contractMismatch(remoteKeyOf(args.remoteInfo) ?? args.remoteInfo.name, args.remoteEntryExports);
      if (!mismatch) return;
      console.error(mismatch);
      throw new Error(mismatch);
    },
  };
}
