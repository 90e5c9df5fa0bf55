/**
 * Time limits for loading a remote section, in one place so the host and the fault-injection
 * run (npm run chaos) agree on them.
 */

/**
 * Total bound, from the moment a remote section is shown (its route rendered) until it is
 * ready: remotes.json, the remote's entry, its chunks and its CSS all fall inside it. A
 * section not ready by then shows its fallback with Retry.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** After this long the skeleton says (visibly and to screen readers) that the section is still loading. */
export const REMOTE_SLOW_NOTICE_MS = 3000;

/**
 * Bound on reading /remotes.json. A stalled file is abandoned and the build-time entries are
 * used, leaving most of the total bound for the remote itself.
 */
export const REMOTES_JSON_TIMEOUT_MS = 2000;

/**
 * Path segment a retry inserts before the entry's file name (`…/_attempt/2/remoteEntry.js`).
 * Browsers keep a failed module (a truncated chunk, a stalled fetch) and a failed stylesheet
 * by URL for the life of the page, and a remote's chunks and CSS are imported by URLs
 * relative to its entry: under a fresh directory every one of them gets a fresh URL. The
 * remote servers (npm start and nginx) serve `…/_attempt/<n>/x` as `…/x`.
 */
export const RETRY_PATH_SEGMENT = '_attempt';
