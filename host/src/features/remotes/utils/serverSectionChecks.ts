import type { RemoteName } from '@portfolio/shared/federation/contract';

/**
 * The server put this section's HTML in the page (server-side include, see fragmentPlugin.ts):
 * its root is a `[data-mf-remote]` element inside the app's root. A failed include leaves the
 * section's skeleton instead, and the section then loads as on a client-side navigation.
 */
export function serverSectionsIn(root: ParentNode): Set<RemoteName> {
  const names = new Set<RemoteName>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-mf-remote]')) {
    names.add(element.dataset.mfRemote as RemoteName);
  }
  return names;
}

/** The release base URL the server HTML of a section came from (the head fragment's marker). */
export function serverReleaseBase(head: ParentNode, remote: RemoteName): string | null {
  return head.querySelector<HTMLMetaElement>(`meta[name="mf-release-${remote}"]`)?.content ?? null;
}

/**
 * Whether the code about to hydrate a section is from the release its server HTML came from:
 * the entry sits in the release's base directory. Unknown (no marker) counts as the same: the
 * server then had no head fragment, and React still recovers from a differing render.
 */
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
  constructor(readonly remote: RemoteName) {
    super(`${remote}: the page's section came from another release than its code; rendered again with the code`);
    this.name = 'FragmentReleaseMismatch';
  }
}

/** The code of a section whose server HTML is shown could not be loaded (time limit, contract, network). */
export class ServerSectionLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`${remote}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ServerSectionLoadError';
  }
}

/** The section outcome behind an error React reports (it wraps what a component threw as `cause`). */
export function sectionOutcomeOf(error: unknown): FragmentReleaseMismatch | ServerSectionLoadError | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof FragmentReleaseMismatch || current instanceof ServerSectionLoadError) return current;
    current = current.cause;
  }
  return null;
}

/**
 * How a recoverable error from hydration is reported. Both outcomes above are expected, and the
 * section handles them itself (a client render, or the fallback with Retry): a quiet line naming
 * the section, not an error. Anything else is a real hydration problem and stays an error.
 */
export function recoverableErrorLevel(error: unknown): 'info' | 'warn' | 'error' {
  const outcome = sectionOutcomeOf(error);
  if (outcome instanceof FragmentReleaseMismatch) return 'info';
  return outcome ? 'warn' : 'error';
}

/**
 * Whether the visitor has typed into a server-rendered section (a field whose value is no longer
 * the one the server sent). Such a section is never swapped for its fallback: what they typed
 * stays, and the form still sends without JavaScript.
 */
export function hasVisitorInput(section: ParentNode | null): boolean {
  if (!section) return false;
  for (const field of section.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.type === 'hidden' || field.type === 'submit') continue;
    if (field.value !== field.defaultValue) return true;
  }
  return false;
}
