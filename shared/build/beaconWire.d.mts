export const BEACON_PATH: '/_beacon';
export const COLLECTOR_SERVER_TIMING: 'beacon';
export const COLLECTOR_HEADER: { name: 'Server-Timing'; value: 'beacon' };
