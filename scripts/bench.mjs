// `npm run bench`: builds every app (timed), serves the production build, loads each
// route in Chromium and prints what it costs; then runs the page modules in scripts/bench/.
// It prints figures; it asserts nothing (budgets are compared and reported, not enforced).
// `--only=firstPaint,interaction` runs just those modules; `--runs N` sets the Lighthouse runs
// of firstPaint.mjs (default 5); `--no-build` reuses the build. Each module's time is printed.
import { spawn, spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../shared/build/apps.json' with { type: 'json' };
import { remoteNamesOf } from '../shared/build/apps.mjs';
import { runsFromArgs } from './lib/benchStats.mjs';
import { launchChromium } from './lib/browser.mjs';
import { chromiumOrExit } from './lib/findChromium.mjs';
import { waitForUrl } from './lib/waitForUrl.mjs';

const HOST_URL = `http://localhost:${config.apps.host.preview}`;
const REMOTE_PORTS = remoteNamesOf().map((name) => String(config.apps[name].preview));
const BUDGET_HOME_JS = 180 * 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (label, value) => console.log(`  ${label.padEnd(48)} ${value}`);

function buildAll() {
  console.log('Build time per app');
  for (const [name, app] of [
    ...remoteNamesOf().map((name) => /** @type {const} */ ([name, config.apps[name]])),
    /** @type {const} */ (['host', config.apps.host]),
  ]) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build', '-w', app.dir], { stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`build of ${name} failed`);
    log(name, `${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  spawnSync('node', ['delivery/build/precompress.mjs'], { stdio: 'ignore' });
}

/** Loads a route in a fresh context and sums what crossed the network (compressed sizes). */
async function measureRoute(browser, path) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => null);
    responses.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: sizes ? sizes.responseBodySize : 0,
      status: response?.status(),
    });
  });
  await page.goto(HOST_URL + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  // The host fetches a remote route's section code with fetch() (manifest-driven
  // preloads) and the module load then takes it from the HTTP cache, so JS and CSS are
  // counted by file type whoever asked for them. On the host's own pages such fetches are
  // the idle prefetch after load: counted apart.
  const isRemoteRoute = Boolean(config.routes.find((route) => route.path === path)?.remote);
  const kindOf = (r) => {
    const file = new URL(r.url).pathname;
    if (r.type === 'script' || (r.type === 'fetch' && file.endsWith('.js'))) return 'js';
    if (r.type === 'stylesheet' || (r.type === 'fetch' && file.endsWith('.css'))) return 'css';
    return null;
  };
  const counted = (r) => r.type !== 'fetch' || isRemoteRoute;
  const sum = (kind) =>
    responses.filter((r) => kindOf(r) === kind && counted(r)).reduce((total, r) => total + r.bytes, 0);
  const prefetched = responses.filter((r) => kindOf(r) && !counted(r)).reduce((total, r) => total + r.bytes, 0);
  const remoteCode = responses.some((r) => r.type === 'script' && REMOTE_PORTS.includes(new URL(r.url).port));
  return { requests: responses.length, js: sum('js'), css: sum('css'), prefetched, remoteCode };
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function main() {
  const started = performance.now();
  // A bad --runs is refused before the build, not minutes later in firstPaint.mjs.
  runsFromArgs(process.argv.slice(2));
  if (!process.argv.includes('--no-build')) buildAll();
  const server = spawn('node', ['delivery/node/serve.mjs'], { stdio: 'ignore' });
  try {
    await waitForUrl(`${HOST_URL}/remotes.json`);
    const browser = await launchChromium();
    try {
      console.log('\nPer route (cold load, 1440x900, compressed bytes transferred)');
      for (const route of config.routes) {
        const figures = await measureRoute(browser, route.path);
        log(
          route.path,
          `${String(figures.requests).padStart(3)} requests  JS ${kb(figures.js).padStart(9)}  CSS ${kb(figures.css).padStart(8)}  remote code: ${figures.remoteCode ? 'yes' : 'no'}${figures.prefetched ? `  (+ ${kb(figures.prefetched)} remote code prefetched when idle, not run)` : ''}`,
        );
        if (route.path === '/') {
          log(
            'budget: / JS <= 180 KB',
            figures.js <= BUDGET_HOME_JS ? `met (${kb(figures.js)})` : `MISSED (${kb(figures.js)})`,
          );
        }
      }

      // `--only a,b` runs just those page modules (the per-route table always prints).
      const { values } = parseArgs({ strict: false, options: { only: { type: 'string' } } });
      const only = typeof values.only === 'string' ? values.only.split(',') : null;
      const modules = (await readdir(new URL('./bench/', import.meta.url)))
        .filter((file) => file.endsWith('.mjs'))
        .filter((file) => !only || only.includes(file.replace(/\.mjs$/, '')))
        .sort();
      for (const file of modules) {
        console.log(`\n${file.replace(/\.mjs$/, '')}`);
        const { default: bench } = await import(
          pathToFileURL(new URL(`./bench/${file}`, import.meta.url).pathname).href
        );
        // A helper module another suite calls (e.g. includeTiming.mjs) has no default export.
        if (typeof bench !== 'function') {
          log('skipped', 'no default export (called by another suite)');
          continue;
        }
        const moduleStarted = performance.now();
        try {
          await bench({ browser, hostUrl: HOST_URL, chromiumPath: await chromiumOrExit(), log });
        } catch (error) {
          log('failed', error instanceof Error ? error.message : String(error));
        }
        log('(time this module took)', seconds(moduleStarted));
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
  console.log(`\nbench took ${seconds(started)} in all`);
}

await main();
