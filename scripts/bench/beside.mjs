// This checkout's build beside another built checkout's (an older commit's worktree), each deployed by its own
// delivery/nginx/deploy.mjs, alternated every round with the order flipped: median (min-max) per page and build of
// Lighthouse mobile's performance, TBT and bytes on every header route; or with `--bytes`, the bytes on the wire
// (headers and bodies, cache off) until the network has been idle 3 s, at 390×844, on the header routes, /resume
// and /writing in each `--locale`, a browser in the page's language (`--save-data`: no warm-up).
// `--other <dir> [--runs 5] [--bytes [--locale en,de] [--save-data]]`
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { localePathOf } from '../../shared/build/localePaths.mjs';
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import { localesFromArgs, runsFromArgs, summarise } from '../lib/benchStats.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { lighthouseOnce } from '../lib/lighthouse.mjs';
import { textTable } from '../lib/textTable.mjs';

const argv = process.argv.slice(2);
const { values: args } = parseArgs({ args: argv, strict: false, options: { other: { type: 'string' } } });
if (typeof args.other !== 'string') throw new Error('--other <checkout, built> is required');
const browser = argv.includes('--bytes') ? await launchChromium() : null;
const routes = config.routes.map((route) => route.path);
const pages = (browser ? localesFromArgs(argv, config.locales) : config.locales.slice(0, 1)).flatMap((locale) =>
  [...routes, ...(browser ? ['/resume', '/writing'] : [])].map((path) => ({
    locale,
    path: localePathOf(path, locale, config.locales),
  })),
);
const builds = [fileURLToPath(new URL('../../', import.meta.url)), resolve(args.other)].map((dir) => ({
  name: basename(dir),
  dir,
  /** @type {Map<string, Record<string, number>[]>} */
  runs: new Map(pages.map(({ path }) => [path, []])),
}));

/**
 * One Lighthouse run (once more if its trace broke), or the bytes of one load in a browser in `locale`.
 * @returns {Promise<Record<string, number>>}
 */
async function measure(url, locale) {
  if (!browser) {
    const once = () => lighthouseOnce(url, { categories: ['performance'] });
    const { scores, metrics, benchmarkIndex } = await once().catch(once);
    return { perf: scores.performance, 'TBT ms': metrics.tbt, KB: metrics.bytes / 1024, benchmarkIndex };
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  if (argv.includes('--save-data'))
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await context.close();
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
