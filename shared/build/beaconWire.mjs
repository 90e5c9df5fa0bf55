// The two things about the beacon the page needs before its measuring code loads (see beacon.mjs).

/** Where a page sends its beacon (same origin). */
export const BEACON_PATH = /** @type {const} */ ('/_beacon');
/**
 * A server with a collector sends its pages with `Server-Timing: beacon`: the page reads it from its
 * navigation entry (no request), so on a host without one (a static host) nothing is sent, no 404.
 */
export const COLLECTOR_SERVER_TIMING = /** @type {const} */ ('beacon');
/** That response header, as the servers set it. */
export const COLLECTOR_HEADER = /** @type {const} */ ({ name: 'Server-Timing', value: COLLECTOR_SERVER_TIMING });
