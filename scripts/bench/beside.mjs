// Lighthouse mobile on every header route: this checkout's build beside another built checkout's (an older commit's
// worktree), each deployed by its own delivery/nginx/deploy.mjs, alternated every round with the order flipped.
// Prints median (min-max) of performance, TBT and bytes per route and build. `--other <dir> [--runs 5]`
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import { runsFromArgs, summarise } from '../lib/benchStats.mjs';
import { lighthouseOnce } from '../lib/lighthouse.mjs';
import { textTable } from '../lib/textTable.mjs';

const { values: args } = parseArgs({ strict: false, options: { other: { type: 'string' } } });
if (typeof args.other !== 'string') throw new Error('--other <checkout, built> is required');
const builds = [fileURLToPath(new URL('../../', import.meta.url)), resolve(args.other)].map((dir) => ({
  dir,
  name: basename(dir),
  /** @type {Map<string, Awaited<ReturnType<typeof lighthouseOnce>>[]>} */
  runs: new Map(config.routes.map((route) => [route.path, []])),
}));

/** One Lighthouse run; a run whose trace broke is tried once more. */
async function measure(url) {
  return lighthouseOnce(url, { categories: ['performance'] }).catch(() =>
    lighthouseOnce(url, { categories: ['performance'] }),
  );
}

const rounds = runsFromArgs(process.argv.slice(2));
for (let round = 0; round < rounds; round += 1) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    await withBenchDeploy(async (host) => {
      for (const [path, runs] of build.runs) runs.push(await measure(`${host}${path}`));
    }, build.dir);
    console.log(`round ${round + 1}/${rounds}: ${build.name} measured`);
  }
}

const figure = (runs, pick, scale = 1) => {
  const { median, min, max } = summarise(runs.map((run) => pick(run) / scale));
  const round = (value) => Math.round(value).toLocaleString('en');
  return `${round(median)} (${round(min)}–${round(max)})`;
};
const header = ['route', ...builds.flatMap(({ name }) => [`perf ${name}`, `TBT ms ${name}`, `KB ${name}`])];
const rows = config.routes.map(({ path }) => [
  path,
  ...builds.flatMap(({ runs }) => [
    figure(runs.get(path), (run) => run.scores.performance),
    figure(runs.get(path), (run) => run.metrics.tbt),
    figure(runs.get(path), (run) => run.metrics.bytes, 1024),
  ]),
]);
console.log(`\n${textTable(header, rows)}`);
for (const { name, runs } of builds)
  console.log(`benchmarkIndex ${name}: ${figure([...runs.values()].flat(), (run) => run.benchmarkIndex)}`);
