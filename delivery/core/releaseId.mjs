// A release's id from its build's content, the same on `npm start` and nginx; Node only.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAGMENT_FILE_NAME } from '../../shared/build/fragment.mjs';

/** The fragment files count too, as pages are served with them. @param {string} distDir @returns {string} ten hex digits */
export function releaseIdOf(distDir) {
  const hash = createHash('sha256');
  const fragments = existsSync(distDir) ? readdirSync(distDir).filter((file) => FRAGMENT_FILE_NAME.test(file)) : [];
  for (const file of ['remoteEntry.js', ...fragments.sort()]) {
    if (existsSync(join(distDir, file))) hash.update(`${file}\0`).update(readFileSync(join(distDir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}
