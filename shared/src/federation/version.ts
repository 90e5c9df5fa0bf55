/**
 * The contract's version: major for a change breaking either side, minor for additions an older host
 * ignores. Remotes publish it (contractVersionPlugin.ts); the host loads only a matching major.
 */
export const FEDERATION_CONTRACT_VERSION = '1.1.0';

export const CONTRACT_VERSION_EXPORT = 'federationContractVersion';
