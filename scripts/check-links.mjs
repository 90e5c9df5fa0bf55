// Part of `npm run lint`: every relative link in the repository's Markdown files (tracked, or new
// and not ignored) points to a file that exists. Prints each dead one as file:line: target.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deadLinks } from './lib/deadLinks.mjs';

const root = new URL('..', import.meta.url).pathname;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(join(root, file))); // a tracked file deleted in the work tree is gone
const dead = deadLinks(files, root);
for (const line of dead) console.error(`dead link: ${line}`);
console.log(`Markdown links: ${files.length} files checked, ${dead.length} dead relative link(s)`);
process.exit(dead.length ? 1 : 0);
