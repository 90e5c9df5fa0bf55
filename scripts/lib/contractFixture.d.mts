export function rewriteContractVersion(source: string, version: string): string;
export function makeIncompatibleRemote(options: { fromDist: string; toDir: string; version: string }): Promise<string>;
