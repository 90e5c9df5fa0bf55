/**
 * The browser's view of a release's fragment files (shared/build/fragment.mjs is the build's and the
 * servers', in plain JS for Node; fragment.test.ts checks the two agree).
 */

/** Where a fragment file has its own release's base URL (the servers replace it when they compose). */
export const RELEASE_TOKEN = '/__mf_release__/';

/** The section's body fragment for a host of contract `major` (fragment.mjs fragmentFileNames().body). */
export function fragmentBodyFile(major: number | string): string {
  return `fragment.contract-${major}.html`;
}
