import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { parseRemoteUrls, remoteKeyOf, withAttempt, type RemoteUrls } from '../utils/remoteUrls';
import { ContractMismatchError, contractMismatch } from '../utils/contractVersion';
import { fetchWithTimeLimit } from '../utils/timeLimit';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { REMOTES_JSON_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { sitePath } from '../../../utils/siteBase';

/**
 * Federation runtime plugin: before a remote module is requested, point its entry at
 * the URL in /remotes.json (read once per page), so moving or rolling back a remote
 * needs no host rebuild. Retries get fresh URLs (see withAttempt). Once an entry has
 * loaded, and before it is initialised or any section renders, its contract version is
 * checked (see contractVersion.ts): an incompatible remote fails its own section.
 */
const attempts: Partial<Record<RemoteName, number>> = {};
const buildTimeEntries: Partial<Record<RemoteName, string>> = {};
const currentEntries: Partial<Record<RemoteName, string>> = {};
let remoteUrls: Promise<RemoteUrls> | null = null;

export function remotesJsonUrl(): string {
  return new URL(sitePath('/remotes.json'), window.location.href).href;
}

async function fetchRemoteUrls(fetchImpl: typeof fetch): Promise<RemoteUrls> {
  try {
    const url = remotesJsonUrl();
    // Served no-cache; a plain request can use the page's preload of it (Link header).
    // Bounded: a stalled file must not hold every section past its time limit.
    return await fetchWithTimeLimit(fetchImpl, url, REMOTES_JSON_TIMEOUT_MS, async (response) =>
      response.ok ? parseRemoteUrls(await response.json(), url) : {},
    );
  } catch {
    // No remotes.json, a broken or a stalled one: the build-time entries stay in force.
    return {};
  }
}

/**
 * The page's remote URLs: one request per page, shared by the runtime plugin and the warm-up
 * (prefetch.ts), and by the Link header's preload of it. Never rejects: {} when it failed.
 */
export function pageRemoteUrls(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<RemoteUrls> {
  remoteUrls ??= fetchRemoteUrls(fetchImpl);
  return remoteUrls;
}

/** The entry URL this page loads the remote from (remotes.json's, else the build's); undefined before. */
export function entryUrlOf(remote: RemoteName): string | undefined {
  return currentEntries[remote];
}

/** The next load of this remote starts over under a fresh URL. */
export function markRetry(remote: RemoteName): number {
  // remotes.json may have been fixed or re-pointed since the failure: read it again.
  remoteUrls = null;
  attempts[remote] = (attempts[remote] ?? 0) + 1;
  return attempts[remote];
}

/** For tests: forget remotes.json and the retry counts. */
export function resetRemoteUrlPlugin(): void {
  remoteUrls = null;
  for (const key of Object.keys(attempts)) delete attempts[key as RemoteName];
  for (const key of Object.keys(buildTimeEntries)) delete buildTimeEntries[key as RemoteName];
  for (const key of Object.keys(currentEntries)) delete currentEntries[key as RemoteName];
}

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
      const exports = args.remoteEntryExports;
      if (!exports) return;
      const mismatch = contractMismatch(remoteKeyOf(args.remoteInfo) ?? args.remoteInfo.name, exports);
      if (!mismatch) return;
      console.error(mismatch);
      throw new ContractMismatchError(mismatch);
    },
  };
}
