// What the page's main bundle needs of the beacon before its measuring code loads (beacon.mjs).

/** Where a page sends its beacon (same origin). */
export const BEACON_PATH = /** @type {const} */ ('/_beacon');
/**
 * A server with a collector sends its pages with `Server-Timing: beacon`, which the page reads from
 * its navigation entry with no request: a static host gets no beacon and no 404.
 */
export const COLLECTOR_SERVER_TIMING = /** @type {const} */ ('beacon');
/** That response header, as the servers set it. */
export const COLLECTOR_HEADER = /** @type {const} */ ({ name: 'Server-Timing', value: COLLECTOR_SERVER_TIMING });
