import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { parseRemoteUrls, remoteKeyOf, withAttempt, type RemoteUrls } from '../utils/remoteUrls';
import { contractMismatch } from '../utils/contractVersion';
import { fetchWithTimeLimit } from '../utils/timeLimit';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { REMOTES_JSON_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { sitePath } from '../../../utils/siteBase';

const attempts: Partial<Record<RemoteName, number>> = {};
const buildTimeEntries: Partial<Record<RemoteName, string>> = {};
const currentEntries: Partial<Record<RemoteName, string>> = {};
let remoteUrls: Promise<RemoteUrls> | null = null;

async function fetchRemoteUrls(fetchImpl: typeof fetch): Promise<RemoteUrls> {
  try {
    const url = new URL(sitePath('/remotes.json'), window.location.href).href;
    // Served no-cache: a plain request can use the page's preload (Link header). Bounded: a stalled
    // file must not hold every section.
    return await fetchWithTimeLimit(fetchImpl, url, REMOTES_JSON_TIMEOUT_MS, async (response) =>
      response.ok ? parseRemoteUrls(await response.json(), url) : {},
    );
  } catch {
    return {};
  }
}

/** One request per page, shared by the runtime plugin, the warm-up and the Link header's preload; {} on failure. */
export function pageRemoteUrls(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<RemoteUrls> {
  remoteUrls ??= fetchRemoteUrls(fetchImpl);
  return remoteUrls;
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
  for (const key of Object.keys(attempts)) delete attempts[key as RemoteName];
  for (const key of Object.keys(buildTimeEntries)) delete buildTimeEntries[key as RemoteName];
  for (const key of Object.keys(currentEntries)) delete currentEntries[key as RemoteName];
}

/**
 * Points each remote's entry at /remotes.json's URL before it is requested (no host rebuild to move a
 * remote) and checks its contract version once loaded (contractVersion.ts).
 */
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
      throw new Error(mismatch);
    },
  };
}
