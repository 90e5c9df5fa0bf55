/**
 * The active header entry for a path: the entry whose path matches, Home when the
 * path is empty, none on an unknown path. Trailing slashes and case are ignored.
 */
export function normalisePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

export function activeEntryPath(pathname: string, entryPaths: readonly string[]): string | null {
  const path = normalisePath(pathname);
  return entryPaths.find((entry) => entry === path) ?? null;
}
