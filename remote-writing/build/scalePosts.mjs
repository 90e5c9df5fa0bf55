// The scale posts (200 posts, generated, never committed: content/posts/generated/ is
// git-ignored). e2e/prefix-builds.spec.ts writes them to check that every page is served and composed;
// run as a command, this builds remote-writing with them and prints how long the build took:
//
//   node remote-writing/build/scalePosts.mjs [--posts 200] [--keep]
//
// The figure is printed, never asserted (docs/performance.md: speed is measured by a command that prints
// figures, not by a timed test). --keep leaves the posts in place (for `npm start` with them).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const WORKSPACE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the generated posts go: read by the build like any post, ignored by git. */
export const GENERATED_DIR = join(WORKSPACE, 'content', 'posts', 'generated');

/** The scale: 200 posts beside the committed ones. */
export const SCALE_POSTS = 200;

/**
 * A generated post: a few paragraphs, a heading, a code block, tags from a small set, one a day from
 * 2024-01-01.
 * @param {number} index
 * @returns {string}
 */
export function generatedPost(index) {
  const day = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const tags = ['performance', 'accessibility', 'css', 'testing'].filter((_, tag) => (index + tag) % 3 === 0);
  return [
    '---',
    `title: "Generated post number ${index}"`,
    `date: ${day}`,
    `summary: "A generated post for the scale test, number ${index}."`,
    `tags: [${tags.join(', ')}]`,
    '---',
    '',
    `Post ${index} opens with a paragraph of prose that is long enough to count some words.`,
    '',
    '## A section',
    '',
    'More prose, with a [link](https://example.com) and `inline code`.',
    '',
    '```js',
    `export const answer = ${index};`,
    '```',
    '',
  ].join('\n');
}

/**
 * Writes `count` generated posts (`generated-post-<n>.md`), replacing any written before.
 * @param {number} count
 */
export function writeGeneratedPosts(count) {
  removeGeneratedPosts();
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (let index = 0; index < count; index++)
    writeFileSync(join(GENERATED_DIR, `generated-post-${index}.md`), generatedPost(index));
}

export function removeGeneratedPosts() {
  rmSync(GENERATED_DIR, { recursive: true, force: true });
}

/**
 * Builds remote-writing into `outDir` (`vite build`, as `npm run build -w remote-writing` does).
 * @param {string} outDir
 */
export function buildWriting(outDir) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WORKSPACE,
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`remote-writing build failed: ${result.stderr.slice(-2000)}`);
}

/**
 * CPU seconds of this process's children that have ended (Linux /proc/self/stat cutime + cstime, in
 * USER_HZ ticks of 1/100 s), or null elsewhere.
 * @returns {number | null}
 */
function childCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ": state is field 0, cutime 13, cstime 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The pages a build wrote (one fragment per page). */
function pagesIn(outDir) {
  const pagesDir = join(outDir, 'pages');
  if (!existsSync(pagesDir)) return 0;
  return readdirSync(pagesDir, { recursive: true }).filter((file) => String(file).endsWith('fragment.contract-1.html'))
    .length;
}

function main() {
  const { values } = parseArgs({
    options: { posts: { type: 'string', default: String(SCALE_POSTS) }, keep: { type: 'boolean', default: false } },
  });
  const count = Number(values.posts);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--posts: a whole number, not ${values.posts}`);
  const committed = readdirSync(join(WORKSPACE, 'content', 'posts')).filter((file) => file.endsWith('.md')).length;
  const outDir = mkdtempSync(join(tmpdir(), 'writing-scale-'));
  try {
    if (count > 0) writeGeneratedPosts(count);
    else removeGeneratedPosts();
    const cpuBefore = childCpuSeconds();
    const started = performance.now();
    buildWriting(outDir);
    const wall = (performance.now() - started) / 1000;
    const cpuAfter = childCpuSeconds();
    const cpu = cpuBefore === null || cpuAfter === null ? '' : `, ${(cpuAfter - cpuBefore).toFixed(1)} s of CPU`;
    console.log(
      `remote-writing with ${committed} committed + ${count} generated posts (${pagesIn(outDir)} pages): built in ${wall.toFixed(1)} s of wall time${cpu}`,
    );
  } finally {
    if (!values.keep) removeGeneratedPosts();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
