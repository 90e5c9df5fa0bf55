// Lighthouse mobile on every header route, this checkout's build beside another checkout's (built first, e.g. a
// worktree of an older commit), each behind nginx through its own delivery/nginx/deploy.mjs on 8080, alternating:
// in every round both builds, the order flipped each round. Prints median (min-max) of performance, TBT and bytes
// per route and build, and each build's benchmarkIndex. Run under the e2e lock, on a quiet machine.
//   node scripts/bench/beside.mjs --other /tmp/ref [--runs 5]
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { runsFromArgs, summarise } from '../lib/benchStats.mjs';
import { lighthouseOnce } from '../lib/lighthouse.mjs';
import { textTable } from '../lib/textTable.mjs';
import { waitForUrl } from '../lib/waitForUrl.mjs';

const HOST = 'http://localhost:8080';
const { values: args } = parseArgs({ strict: false, options: { other: { type: 'string' } } });
if (typeof args.other !== 'string') throw new Error('--other <checkout, built> is required');
const builds = [fileURLToPath(new URL('../../', import.meta.url)), resolve(args.other)].map((dir) => ({
  dir,
  name: basename(dir),
  /** @type {Map<string, Awaited<ReturnType<typeof lighthouseOnce>>[]>} */
  runs: new Map(config.routes.map((route) => [route.path, []])),
}));

function deploy(build, command) {
  const result = spawnSync('node', ['delivery/nginx/deploy.mjs', command, '--fresh'], {
    cwd: build.dir,
    env: { ...process.env, DEPLOY_PREFIX: join(tmpdir(), `portfolio-beside-${build.name}`) },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`${build.name}: deploy ${command} failed: ${result.stderr || result.stdout}`);
}

/** One Lighthouse run; a run whose trace broke is tried once more. */
async function measure(url) {
  return lighthouseOnce(url, { categories: ['performance'] }).catch(() =>
    lighthouseOnce(url, { categories: ['performance'] }),
  );
}

const rounds = runsFromArgs(process.argv.slice(2));
for (let round = 0; round < rounds; round += 1) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    deploy(build, 'start');
    try {
      await waitForUrl(`${HOST}/remotes.json`);
      for (const [path, runs] of build.runs) runs.push(await measure(`${HOST}${path}`));
    } finally {
      deploy(build, 'stop');
    }
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
