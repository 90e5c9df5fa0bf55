/** The browser's side of shared/build/fragment.mjs (fragment.test.ts checks the two agree). */

/** Stands for the release's base URL in a fragment file; servers replace it when they compose. */
export const RELEASE_TOKEN = '/__mf_release__/';

/** The body fragment for a host of contract `major`. */
export function fragmentBodyFile(major: number | string): string {
  return `fragment.contract-${major}.html`;
}
