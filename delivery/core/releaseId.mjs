// A remote release's id, from its build's content: the one rule of `npm start`'s releases
// (delivery/node/releases.mjs) and nginx's (delivery/nginx/deploy.mjs), so the same build is the same
// release on both. It reads the build folder: Node only (the Worker never takes in a release).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAGMENT_FILE_NAME } from '../../shared/build/fragment.mjs';

/**
 * A release id from the build's content: the same build always gets the same id. The fragment files count too (the page
 * is served with them), so a folder deployed before a build wrote them is never taken for the new release.
 * @param {string} distDir @returns {string} ten hex digits
 */
export function releaseIdOf(distDir) {
  const hash = createHash('sha256');
  const fragments = existsSync(distDir) ? readdirSync(distDir).filter((file) => FRAGMENT_FILE_NAME.test(file)) : [];
  for (const file of ['remoteEntry.js', ...fragments.sort()]) {
    if (existsSync(join(distDir, file))) hash.update(`${file}\0`).update(readFileSync(join(distDir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}
