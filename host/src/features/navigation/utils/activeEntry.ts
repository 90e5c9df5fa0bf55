import { normaliseRoutePath } from '@portfolio/shared/seo';

/**
 * The active header entry for a path: the entry whose path matches, Home when the path is empty, none on an unknown
 * path. A page below an entry (a case study under Projects, the form's result page under Contact) marks that entry,
 * if the site has it: one of `subPages`, exact paths or a prefix ending in `/*`. Trailing slashes and case are ignored.
 */
export function activeEntryPath(pathname: string, entryPaths: readonly string[], subPages: readonly string[] = []) {
  const path = normaliseRoutePath(pathname);
  const exact = entryPaths.find((entry) => entry === path);
  if (exact) return exact;
  if (!subPages.some((page) => (page.endsWith('/*') ? path.startsWith(page.slice(0, -1)) : page === path))) return null;
  return entryPaths.find((entry) => entry !== '/' && path.startsWith(`${entry}/`)) ?? null;
}
