import { normaliseRoutePath } from '@portfolio/shared/seo';

/**
 * The active header entry for a path: the entry whose path matches (Home for an empty path), or the entry a known
 * page below it sits under (`subPages`: exact paths or prefixes ending in `/*`, such as a case study); else null.
 */
export function activeEntryPath(pathname: string, entryPaths: readonly string[], subPages: readonly string[] = []) {
  const path = normaliseRoutePath(pathname);
  if (entryPaths.includes(path)) return path;
  if (!subPages.some((page) => (page.endsWith('/*') ? path.startsWith(page.slice(0, -1)) : page === path))) return null;
  return entryPaths.find((entry) => entry !== '/' && path.startsWith(`${entry}/`)) ?? null;
}
