// The contract-incompatible remote is built by issue 12's runtime work
// (scripts/lib/contractFixture.mjs, makeIncompatibleRemote({ fromDist, toDir, version })):
// a copy of a remote's dist that publishes a contract version the host must refuse.
// Until that module exists the fault kind is skipped, and the run says so.
import { existsSync } from 'node:fs';

/** @typedef {(options: { fromDist: string, toDir: string, version: string }) => unknown} MakeIncompatibleRemote */

export const FIXTURE_MODULE = new URL('../lib/contractFixture.mjs', import.meta.url);
/** A major version no host will accept. */
export const INCOMPATIBLE_CONTRACT_VERSION = '999.0.0';

/**
 * { make, note } (file: a file: URL): make is the builder, or null with a note saying why the kind is skipped.
 * @param {URL} [file]
 * @returns {Promise<{ make: MakeIncompatibleRemote | null, note: string | null }>}
 */
export async function loadIncompatibleRemoteBuilder(file = FIXTURE_MODULE) {
  if (!existsSync(file)) {
    return {
      make: null,
      note: 'scripts/lib/contractFixture.mjs not found (issue 12 runtime work): contract-incompatible faults skipped',
    };
  }
  const module = await import(file.href);
  if (typeof module.makeIncompatibleRemote !== 'function') {
    return {
      make: null,
      note: 'scripts/lib/contractFixture.mjs has no makeIncompatibleRemote: contract-incompatible faults skipped',
    };
  }
  return { make: module.makeIncompatibleRemote, note: null };
}
