import { CONTRACT_VERSION_EXPORT, FEDERATION_CONTRACT_VERSION } from '@portfolio/shared/federation/version';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/**
 * Compatible when built against the host's contract major (minor and patch may differ: see
 * shared/src/federation/version.ts); no version or a non-semver one is not.
 */
export function isCompatibleContract(remoteVersion: unknown, hostVersion: string): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const remote = SEMVER.exec(remoteVersion);
  const host = SEMVER.exec(hostVersion);
  return Boolean(remote && host && remote[1] === host[1]);
}

/** The message naming a mismatch, or null when compatible. */
export function contractMismatch(
  remote: string,
  entryExports: unknown,
  hostVersion: string = FEDERATION_CONTRACT_VERSION,
): string | null {
  const published =
    entryExports && typeof entryExports === 'object'
      ? (entryExports as Record<string, unknown>)[CONTRACT_VERSION_EXPORT]
      : undefined;
  if (isCompatibleContract(published, hostVersion)) return null;
  const theirs = typeof published === 'string' ? published : 'none';
  return `[remote section] ${remote} was built against federation contract ${theirs}; this host uses ${hostVersion} (the major versions must match). Its section is not loaded.`;
}
