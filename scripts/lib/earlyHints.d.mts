export function exposedAssetsOf(manifest: unknown, entryUrl: string): { js: string[]; css: string[] };
export function linkHeaderFor(
  pathname: string,
  remotes: Record<string, unknown>,
  assets?: Record<string, { js: string[]; css: string[] }>,
): string | null;
