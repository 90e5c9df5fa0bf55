/** Where the beacon goes and how a server says it collects (shared/build/beaconWire.mjs), for the main bundle. */
export * from '../../build/beaconWire.mjs';
