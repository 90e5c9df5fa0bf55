/** The beacon schema (shared/build/beacon.mjs, plain JS so the Node collectors run it as it is), for the apps. */
export * from '../../build/beacon.mjs';
