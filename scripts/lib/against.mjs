// `npm run audit -- --against <ref>`: the ref built in a git worktree of its own under the temp folder
// (kept, so a later run reuses it), and Lighthouse mobile on both sites in turn, run by run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarise } from './benchStats.mjs';
import { lighthouseOnce } from './lighthouse.mjs';
import { textTable } from './textTable.mjs';

function run(command, args, cwd) {
  if (spawnSync(command, args, { cwd, stdio: 'inherit' }).status !== 0) throw new Error(`${command} failed in ${cwd}`);
}

/** The ref's worktree, installed and built once (a step cut short is done again). */
export function builtRef(ref) {
  const sha = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).stdout.trim();
  if (!sha) throw new Error(`--against ${ref}: no such commit`);
  const dir = join(tmpdir(), `portfolio-against-${sha.slice(0, 10)}`);
  if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, sha], process.cwd());
  if (!existsSync(join(dir, 'node_modules/.package-lock.json'))) run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  if (!existsSync(join(dir, 'host/dist/index.html'))) run('npm', ['run', 'build'], dir);
  return { sha: sha.slice(0, 7), dir };
}

/** One run with figures: a broken trace is run again, at most 3 times. */
const goodRun = (url, attempt = 1) =>
  lighthouseOnce(url, { categories: ['performance'] }).catch((error) => {
    if (attempt === 3) throw error;
    return goodRun(url, attempt + 1);
  });

/** @type {Record<string, (run: Awaited<ReturnType<typeof lighthouseOnce>>) => number>} */
const FIGURES = {
  'TBT ms': (run) => run.metrics.tbt,
  perf: (run) => run.scores.performance,
  KB: (run) => run.metrics.bytes / 1024,
  benchmarkIndex: (run) => run.benchmarkIndex,
};

/** @param {import('./benchStats.mjs').Summary} summary */
const cell = ({ median, min, max }) => `${Math.round(median)} (${Math.round(min)}–${Math.round(max)})`;

/**
 * `runs` rounds; each round measures every path on every site, the site that goes first changing
 * from round to round, then one table of median (min–max) per path and site.
 * @param {{ name: string, base: string }[]} sites @param {string[]} paths @param {number} runs
 */
export async function compareSites(sites, paths, runs) {
  /** @type {Awaited<ReturnType<typeof lighthouseOnce>>[]} */
  const none = [];
  const results = paths.flatMap((path) => sites.map((site) => ({ path, site, list: [...none] })));
  for (let round = 0; round < runs; round += 1)
    for (const { path, site, list } of round % 2 ? [...results].reverse() : results)
      list.push(await goodRun(site.base + path));
  const rows = results.map(({ path, site, list }) => [
    path,
    site.name,
    ...Object.values(FIGURES).map((pick) => cell(summarise(list.map(pick)))),
  ]);
  console.log(textTable(['route', 'site', ...Object.keys(FIGURES)], rows));
}
