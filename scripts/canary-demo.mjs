#!/usr/bin/env node
// `npm run demo:canary [-- --no-build --max-visits 200]`: a good and a broken candidate of projects, each canaried
// at 20 % on `npm start`'s server code to scripted Chromium visitors and judged by `npm run canary -- projects
// --apply` after every few visits (docs/deploying.md). Runs on npm start's ports (stop `npm start` first).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import config from '../shared/build/apps.json' with { type: 'json' };
import { launchChromium } from './lib/browser.mjs';
import { demoCollector, measuringFetched, serveDemoSite } from './lib/demoSite.mjs';
import { buildUnless } from './lib/servers.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'max-visits': { type: 'string', default: '240' },
    parallel: { type: 'string', default: '2' },
    // The demo judges on fewer samples than the defaults (docs/deploying.md), to end in minutes.
    'min-views': { type: 'string', default: '15' },
    'min-vitals': { type: 'string', default: '15' },
  },
});
buildUnless(args['no-build']);

const REMOTE = 'projects';
const scratch = mkdtempSync(join(tmpdir(), 'canary-demo-'));
const env = {
  ...process.env,
  SERVE_RELEASES: join(scratch, 'releases'),
  SERVE_REMOTES_JSON: join(scratch, 'remotes.json'),
  BEACON_DIR: join(scratch, 'beacons'),
};
Object.assign(process.env, env); // the release store (delivery/node/releases.mjs) reads them
const { addRelease, startCanary, readStable } = await import('../delivery/node/releases.mjs');
writeFileSync(env.SERVE_REMOTES_JSON, readFileSync(join(config.apps.host.dir, 'dist', 'remotes.json')));

/** A candidate: the remote's build as another release; `broken` makes its section throw when it renders. */
function candidate(label, broken) {
  const dir = join(scratch, label);
  cpSync(join(config.apps[REMOTE].dir, 'dist'), dir, { recursive: true });
  const files = [join(dir, 'remoteEntry.js')];
  writeFileSync(files[0], `${readFileSync(files[0], 'utf8')}\n// ${label}\n`);
  if (broken) {
    const chunk = readdirSync(join(dir, 'assets')).find((file) => /^ProjectsStack-.*\.js$/.test(file));
    files.push(join(dir, 'assets', String(chunk)));
    const text = readFileSync(files[1], 'utf8').replace(
      /export\s*\{\s*(\w+) as default\s*\}/,
      'function BrokenSection(){throw new Error("broken candidate: the section throws when it hydrates")}export{BrokenSection as default}',
    );
    writeFileSync(files[1], text);
  }
  for (const file of files) for (const ext of ['.br', '.gz']) rmSync(`${file}${ext}`, { force: true });
  return addRelease(REMOTE, dir);
}

const site = await serveDemoSite({ remotesJson: env.SERVE_REMOTES_JSON, beacons: demoCollector() });
const origin = site.origin;

/** The share of 2,000 fresh visitors (their own User-Agent each) that remotes.json puts on `entry`. */
async function freshSplit(entry) {
  let on = 0;
  for (let index = 0; index < 2000; index++) {
    const response = await fetch(`${origin}/remotes.json`, { headers: { 'User-Agent': `split-check/${index}` } });
    if ((await response.json())[REMOTE] === entry) on++;
  }
  return (on / 2000) * 100;
}

let visitorNumber = 0;
/** One fresh visitor: the remote's page, until the measuring code runs, then leaves (the beacon). */
async function visit(browser, candidateBase) {
  const context = await browser.newContext({ userAgent: `Mozilla/5.0 Chrome/140 canary-demo/${visitorNumber++}` });
  const page = await context.newPage();
  let onCandidate = false;
  try {
    await page.goto(`${origin}/${REMOTE}`);
    onCandidate = (await page.locator(`meta[name="mf-release-${REMOTE}"]`).getAttribute('content')) === candidateBase;
    await measuringFetched(page);
    await page.keyboard.press('Shift'); // an interaction (INP) that moves nothing
    await page.waitForTimeout(300);
  } catch (error) {
    console.warn(`  a visit failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await page.close({ runBeforeUnload: true });
    await context.close();
  }
  return onCandidate;
}

const verdict = () =>
  spawnSync(
    'node',
    ['scripts/canary.mjs', REMOTE, '--apply', '--min-views', args['min-views'], '--min-vitals', args['min-vitals']],
    { env, encoding: 'utf8' },
  ).stdout;

const browser = await launchChromium();
const results = [];
for (const [label, broken] of [
  ['good-candidate', false],
  ['broken-candidate', true],
]) {
  const release = candidate(label, broken);
  const { entry } = startCanary(REMOTE, release, 20, env);
  const base = entry.replace(/remoteEntry\.js$/, '');
  console.log(`\n${label}: release ${release} canaried at 20 % (stable ${readStable(env)[REMOTE]})`);
  const split = await freshSplit(entry);
  console.log(`  split measured: ${split.toFixed(1)} % of 2,000 fresh visitors on the candidate`);
  let visits = 0;
  let sawCandidate = 0;
  let output = '';
  while (visits < Number(args['max-visits'])) {
    // Three rounds of `parallel` visitors at once, then a verdict.
    const batch = [];
    for (let round = 0; round < 3; round++)
      batch.push(...(await Promise.all(Array.from({ length: Number(args.parallel) }, () => visit(browser, base)))));
    visits += batch.length;
    sawCandidate += batch.filter(Boolean).length;
    await new Promise((resolve) => setTimeout(resolve, 500)); // the last beacons in flight
    output = verdict();
    const last = output.trim().split('\n').at(-1) ?? '';
    console.log(`  ${visits} visitors, ${sawCandidate} on the candidate: ${last}`);
    if (!/verdict: wait/.test(output)) break;
  }
  console.log(output.replace(/^/gm, '    '));
  results.push({
    label,
    visits,
    sawCandidate,
    split,
    ended: /promoted/.test(output) ? 'promoted' : /rolled back/.test(output) ? 'rolled back' : 'still waiting',
  });
}
await browser.close();
await site.stopAll();

console.log('\nSummary');
for (const { label, visits, sawCandidate, split, ended } of results)
  console.log(
    `  ${label}: ${ended}; ${sawCandidate} of ${visits} scripted visitors saw it (${((sawCandidate / visits) * 100).toFixed(1)} %, share 20 %); fresh split ${split.toFixed(1)} %`,
  );
rmSync(scratch, { recursive: true, force: true });
const [good, broken] = results;
process.exit(good.ended === 'promoted' && broken.ended === 'rolled back' ? 0 : 1);
