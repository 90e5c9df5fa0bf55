export const FIXTURE_MODULE: URL;
export const INCOMPATIBLE_CONTRACT_VERSION: string;
export type MakeIncompatibleRemote = (options: { fromDist: string; toDir: string; version: string }) => unknown;
export function loadIncompatibleRemoteBuilder(
  file?: URL,
): Promise<{ make: MakeIncompatibleRemote | null; note: string | null }>;
