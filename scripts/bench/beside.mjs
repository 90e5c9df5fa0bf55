// This checkout's build beside another built checkout's (an older commit's worktree), each deployed by its own
// delivery/nginx/deploy.mjs, alternated every round with the order flipped: median (min-max) per page and build of
// Lighthouse mobile's performance, TBT and bytes on every header route, or with `--bytes` of firstLoadBytes.mjs (3 s
// past idle) on them, /resume and /writing; in each `--locale` (`--save-data`: no warm-up). `--other <dir> [--runs 5]`
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { localePathOf } from '../../shared/build/localePaths.mjs';
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import { localesFromArgs, runsFromArgs, summarise } from '../lib/benchStats.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { firstLoadBytes } from '../lib/firstLoadBytes.mjs';
import { lighthouseOnce } from '../lib/lighthouse.mjs';
import { textTable } from '../lib/textTable.mjs';

const argv = process.argv.slice(2);
const { values: args } = parseArgs({ args: argv, strict: false, options: { other: { type: 'string' } } });
if (typeof args.other !== 'string') throw new Error('--other <checkout, built> is required');
const bytesOnly = argv.includes('--bytes');
const saveData = argv.includes('--save-data');
const browser = bytesOnly ? await launchChromium() : null;
const paths = [...config.routes.map((route) => route.path), ...(bytesOnly ? ['/resume', '/writing'] : [])];
const pages = localesFromArgs(argv, config.locales).flatMap((locale) =>
  paths.map((path) => ({ locale, path: localePathOf(path, locale, config.locales) })),
);
const builds = [fileURLToPath(new URL('../../', import.meta.url)), resolve(args.other)].map((dir) => ({
  name: basename(dir),
  dir,
  runs: new Map(pages.map(({ path }) => [path, /** @type {Record<string, number | undefined>[]} */ ([])])),
}));

/** One Lighthouse run (once more if its trace broke), or the bytes of one load in a browser in `locale`. */
async function measure(url, locale) {
  if (!browser) {
    const once = () => lighthouseOnce(url, { categories: ['performance'] });
    const { scores, metrics, benchmarkIndex } = await once().catch(once);
    return { perf: scores.performance, 'TBT ms': metrics.tbt, KB: metrics.bytes / 1024, benchmarkIndex };
  }
  const { bytes } = await firstLoadBytes(browser, url, { locale, saveData, settleMs: 3000 });
  return { B: bytes };
}

const rounds = runsFromArgs(argv);
for (let round = 0; round < rounds; round += 1) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    await withBenchDeploy(async (host) => {
      for (const { locale, path } of pages) build.runs.get(path)?.push(await measure(`${host}${path}`, locale));
    }, build.dir);
    console.log(`round ${round + 1}/${rounds}: ${build.name} measured`);
  }
}
await browser?.close();

const figure = (runs, key) => {
  const { median, min, max } = summarise(runs.map((run) => run[key]));
  const round = (value) => Math.round(value).toLocaleString('en');
  return `${round(median)} (${round(min)}–${round(max)})`;
};
const columns = Object.keys(builds[0].runs.get(pages[0].path)?.[0] ?? {}).filter((key) => key !== 'benchmarkIndex');
const header = ['page', ...builds.flatMap(({ name }) => columns.map((column) => `${column} ${name}`))];
const rows = pages.map(({ path }) => [
  path,
  ...builds.flatMap(({ runs }) => columns.map((c) => figure(runs.get(path), c))),
]);
console.log(`\n${textTable(header, rows)}`);
if (!browser)
  for (const { name, runs } of builds)
    console.log(`benchmarkIndex ${name}: ${figure([...runs.values()].flat(), 'benchmarkIndex')}`);
