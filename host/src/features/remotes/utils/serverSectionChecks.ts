import type { RemoteName } from '@portfolio/shared/federation/contract';
import type { FallbackReason } from '@portfolio/shared/fieldData/beacon';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { RemoteTimeoutError } from './timeLimit';

/** The sections whose HTML the server included (a `[data-mf-remote]` root; a failed include leaves the skeleton). */
export function serverSectionsIn(root: ParentNode): Set<RemoteName> {
  return new Set(
    [...root.querySelectorAll<HTMLElement>('[data-mf-remote]')].map((e) => e.dataset.mfRemote as RemoteName),
  );
}

/** The release base URL of a section's server HTML (the head fragment's marker). */
export function serverReleaseBase(head: ParentNode, remote: RemoteName): string | null {
  return head.querySelector<HTMLMetaElement>(`meta[name="mf-release-${remote}"]`)?.content ?? null;
}

/** Whether the entry is in the release the server HTML came from; no marker counts as the same (React recovers). */
export function isSameRelease(fragmentBase: string | null, entryUrl: string | undefined): boolean {
  if (!fragmentBase || !entryUrl) return true;
  try {
    return new URL('.', entryUrl).href === new URL(fragmentBase, entryUrl).href;
  } catch {
    return true;
  }
}

/** The server HTML came from another release than the code (remotes.json re-pointed in between). */
export class FragmentReleaseMismatch extends Error {
  constructor(remote: RemoteName) {
    super(`${remote}: the page's section came from another release than its code; rendered again with the code`);
    this.name = 'FragmentReleaseMismatch';
  }
}

/** The code of a section whose server HTML is shown could not be loaded. */
export class ServerSectionLoadError extends Error {
  constructor(remote: RemoteName, cause: unknown) {
    super(`${remote}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ServerSectionLoadError';
  }
}

/** The error and the errors it wraps as `cause` (React and the federation runtime wrap what they catch). */
function* causesOf(error: unknown): Generator<Error> {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    yield current;
    current = current.cause;
  }
}

/** The section outcome behind an error React reports. */
export function sectionOutcomeOf(error: unknown): FragmentReleaseMismatch | ServerSectionLoadError | null {
  for (const cause of causesOf(error))
    if (cause instanceof FragmentReleaseMismatch || cause instanceof ServerSectionLoadError) return cause;
  return null;
}

/** Why a section's load failed, for the field data; a contract mismatch is known by its message (contractMismatch). */
export function loadFailureReason(error: unknown): FallbackReason {
  for (const cause of causesOf(error)) {
    if (cause instanceof RemoteTimeoutError) return 'timeout';
    if (/federation contract/.test(cause.message)) return 'contract';
  }
  return 'network';
}

/** Both section outcomes are expected and handled by the section: a quiet line, not an error. */
export function recoverableErrorLevel(error: unknown): 'info' | 'warn' | 'error' {
  const outcome = sectionOutcomeOf(error);
  if (outcome instanceof FragmentReleaseMismatch) return 'info';
  return outcome ? 'warn' : 'error';
}

/** A changed field keeps its section from the fallback swap: the input stays, the form sends without JS. */
export function hasVisitorInput(section: ParentNode | null): boolean {
  const fields = section?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [];
  return [...fields].some(
    (field) => field.type !== 'hidden' && field.type !== 'submit' && field.value !== field.defaultValue,
  );
}

/**
 * The stylesheets the server linked through the host origin (`/_release/<remote>/<file>`), under the release's
 * own URL: Vite's preload helper compares `link.href`, so the remote's code and the warm-up see each as already in
 * the page, and it is fetched once.
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

/** Notes the server sections inside static islands; no federation runtime, as a document page runs it. */
export function recordStaticServerSections(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island-static] [data-mf-remote]')) {
    const remote = element.dataset.mfRemote as RemoteName;
    recordSection(remote, { outcome: 'server', source: serverReleaseBase(document.head, remote) ?? undefined });
  }
}
