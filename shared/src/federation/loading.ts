/** Time limits for loading a remote section, shared by the host and the fault-injection run (npm run chaos). */

/** From the section being shown until ready (remotes.json, entry, chunks, CSS); then its fallback with Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** After this the skeleton says, visibly and to screen readers, that the section is still loading. */
export const REMOTE_SLOW_NOTICE_MS = 3000;

/** A stalled /remotes.json is abandoned for the build-time entries, leaving the rest of the bound to the remote. */
export const REMOTES_JSON_TIMEOUT_MS = 2000;

/**
 * A retry's segment before the entry's file (`…/_attempt/2/remoteEntry.js`): browsers keep failed modules and
 * stylesheets by URL, and a remote's files resolve against its entry. Servers serve `…/_attempt/<n>/x` as `…/x`.
 */
export const RETRY_PATH_SEGMENT = '_attempt';
