/**
 * The version of the federation contract (contract.ts). Bump the major when a change breaks
 * either side (an exposed module renamed or removed, a prop made required or changed in
 * meaning), the minor for additions a host built against the older version can ignore.
 *
 * Each remote publishes the version it was built against as an extra export of its
 * remoteEntry.js (shared/build/contractVersionPlugin.ts); the host loads a remote only when
 * the majors match (host/src/features/remotes/utils/contractVersion.ts).
 */
export const FEDERATION_CONTRACT_VERSION = '1.1.0';

/** Name of the remote entry's export that carries the version. */
export const CONTRACT_VERSION_EXPORT = 'federationContractVersion';
