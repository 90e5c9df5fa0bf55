// `npm run bench`: builds every app, serves the build, prints what each route costs to load and beyond (`pages`), then
// scripts/bench/'s firstPaint and interaction; it asserts nothing. `--only=…`, `--runs N`, `--no-build`; other
// arguments reach the modules (`--only=interaction --hops`: the hop bench).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import config from '../shared/build/apps.json' with { type: 'json' };
import { remoteNamesOf } from '../shared/build/apps.mjs';
import { formEndpointFor } from '../shared/build/formEndpoint.mjs';
import { startFormService } from '../remote-contact/server/formService.mjs';
import { median, runsFromArgs, summarise } from './lib/benchStats.mjs';
import firstPaint from './bench/firstPaint.mjs';
import interaction from './bench/interaction.mjs';
import { launchChromium } from './lib/browser.mjs';
import { startServe } from './lib/servers.mjs';

const HOST_URL = `http://localhost:${config.apps.host.preview}`;
const REMOTE_PORTS = remoteNamesOf().map((name) => String(config.apps[name].preview));
const BUDGET_HOME_JS = 180 * 1024;
const BENCHES = { firstPaint, interaction };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (label, value) => console.log(`  ${label.padEnd(48)} ${value}`);

function buildAll() {
  console.log('Build time per app');
  for (const name of [...remoteNamesOf(), 'host']) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build', '-w', config.apps[name].dir], { stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`build of ${name} failed`);
    log(name, `${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  spawnSync('node', ['delivery/build/precompress.mjs'], { stdio: 'ignore' });
}

/** Loads a route in a fresh context and sums what crossed the network (compressed sizes). */
async function measureRoute(browser, path) {
  const responses = [];
  await withPage(browser, async (page) => {
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      // A body size Chromium does not know is negative: counted 0.
      const bytes = sizes ? Math.max(0, sizes.responseBodySize) : 0;
      responses.push({ url: request.url(), type: request.resourceType(), bytes });
    });
    await page.goto(HOST_URL + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
  });
  // The host fetches a remote route's section code with fetch() (manifest-driven preloads) and the module load then
  // takes it from the HTTP cache, so JS and CSS are counted by file type whoever asked for them. What another remote
  // serves, and any other fetch, is the warm-up after load (the other sections' code and stylesheets, the host's
  // pages; none under Save-Data): counted apart.
  const ownRemote = config.routes.find((route) => route.path === path)?.remote;
  const ownRemotePort = ownRemote ? String(config.apps[ownRemote].preview) : null;
  const kindOf = (r) => {
    const file = new URL(r.url).pathname;
    if (r.type === 'script' || (r.type === 'fetch' && file.endsWith('.js'))) return 'js';
    if (r.type === 'stylesheet' || (r.type === 'fetch' && file.endsWith('.css'))) return 'css';
    return null;
  };
  const counted = (r) => {
    const { port } = new URL(r.url);
    if (r.type === 'fetch') return port === ownRemotePort;
    return port === ownRemotePort || !REMOTE_PORTS.includes(port);
  };
  const bytes = (keep) => responses.filter(keep).reduce((total, r) => total + r.bytes, 0);
  const sum = (kind) => bytes((r) => kindOf(r) === kind && counted(r));
  const fromRemote = (r) => REMOTE_PORTS.includes(new URL(r.url).port);
  const remoteCode = responses.some((r) => r.type === 'script' && fromRemote(r));
  // The JS of the section from its remote's origin (the federation runtime is the host's alone).
  const remoteJs = bytes((r) => kindOf(r) === 'js' && counted(r) && fromRemote(r));
  const prefetched = bytes((r) => kindOf(r) && !counted(r));
  return { requests: responses.length, js: sum('js'), remoteJs, css: sum('css'), prefetched, remoteCode };
}

// What each page costs beyond its load (the per-route benches' figures): the main thread while `/` idles and while the
// icon cloud turns, the JS a header hop adds, the covers and the scroll of /projects, the contact form's send. At
// 1440x900 unless said, Playwright's Chromium.
const DESKTOP = { viewport: { width: 1440, height: 900 }, colorScheme: /** @type {const} */ ('dark') };
const COVERS_BUDGET = 250 * 1024;
const CLOUD_NAME = /cloud of 30 technology icons/;
const SENDS = 15;

/**
 * Main-thread task time per second of wall time (CDP TaskDuration deltas) over `windows` windows of
 * `ms` each, the median (one busy moment of the machine does not decide it); `frames` reads a count of
 * animation frames, given per second over the same time.
 * @param {import('@playwright/test').Page} page
 */
async function mainThreadOver(page, ms, { windows = 1, frames = async () => 0 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
  const costs = [];
  let fps = NaN;
  for (let window = 0; window < windows; window++) {
    const [before, framesBefore, started] = [await taskSeconds(), await frames(), performance.now()];
    await page.waitForTimeout(ms);
    const wall = (performance.now() - started) / 1000;
    costs.push(((await taskSeconds()) - before) * (1000 / wall));
    fps = ((await frames()) - framesBefore) / wall;
  }
  return { msPerSecond: median(costs), all: costs.map((cost) => cost.toFixed(1)).join(', '), fps };
}

/** A hidden tab emulated in the page (headless Chromium reports every tab visible): an upper bound. */
function installVisibilitySwitch() {
  const state = { hidden: false };
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (state.hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state.hidden });
  window.__setHidden = (hidden) => {
    state.hidden = hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

/** Counts the requestAnimationFrame callbacks run in a page or a worker (the cloud draws in a worker). */
function countFramesIn(scope) {
  scope.__framesRun = 0;
  const request = scope.requestAnimationFrame.bind(scope);
  scope.requestAnimationFrame = (callback) =>
    request((time) => {
      scope.__framesRun += 1;
      callback(time);
    });
}

/** A fresh context at 1440x900 (or `options`), closed after `use`. */
async function withPage(browser, use, options = {}) {
  const context = await browser.newContext({ ...DESKTOP, ...options });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** `/` idle, the hero on screen and the tab hidden (targets < 15 and 0 ms/s). */
async function idleHome(browser, hostUrl, viewport) {
  return withPage(
    browser,
    async (page) => {
      await page.addInitScript(installVisibilitySwitch);
      await page.goto(`${hostUrl}/`, { waitUntil: 'networkidle' });
      await page.getByTestId('hero').waitFor();
      await page.waitForTimeout(2000);
      const visible = await mainThreadOver(page, 4000, { windows: 3 });
      await page.evaluate(() => window.__setHidden?.(true));
      await page.waitForTimeout(500);
      return { visible, hidden: await mainThreadOver(page, 4000, { windows: 3 }) };
    },
    { viewport },
  );
}

/** The icon cloud on screen and scrolled away: main thread and frames (in the worker or, without OffscreenCanvas, on the page). */
async function cloudCost(browser, hostUrl, offscreenCanvas) {
  return withPage(browser, async (page) => {
    if (!offscreenCanvas)
      await page.addInitScript(() => Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen'));
    await page.addInitScript(`(${countFramesIn})(window)`);
    const workers = [];
    page.on('worker', (worker) => {
      workers.push(worker);
      worker.evaluate(`(${countFramesIn})(self)`).catch(() => {});
    });
    const frames = async () => {
      let total = await page.evaluate(() => window.__framesRun ?? 0);
      for (const worker of workers) total += await worker.evaluate(() => self.__framesRun ?? 0).catch(() => 0);
      return total;
    };
    await page.goto(`${hostUrl}/skills`, { waitUntil: 'networkidle' });
    await page.getByRole('img', { name: CLOUD_NAME }).waitFor();
    await page.waitForTimeout(1500);
    const visible = await mainThreadOver(page, 5000, { frames });
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForTimeout(1500);
    return { inWorker: workers.length > 0, visible, away: await mainThreadOver(page, 5000, { frames }) };
  });
}

/** The JS (compressed, files) that crosses the network on a header hop from `/` to `path`. */
async function jsAddedByHop(browser, hostUrl, route) {
  return withPage(browser, async (page) => {
    await page.goto(`${hostUrl}/`, { waitUntil: 'networkidle' });
    const sizes = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
      sizes.push((await request.sizes().catch(() => null))?.responseBodySize ?? 0);
    });
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: route.label }).click();
    await page.waitForURL(`${hostUrl}${route.path}`);
    await page.locator(`#root [data-mf-remote="${route.remote}"]`).waitFor();
    await page.waitForLoadState('networkidle');
    return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
  });
}

/** /projects: every cover (compressed bytes, scrolled to the end), then the main thread while the wheel scrolls the stack. */
async function projectsCost(browser, hostUrl) {
  return withPage(browser, async (page) => {
    const covers = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'image' || !new URL(request.url()).pathname.includes('/assets/')) return;
      covers.push((await request.sizes().catch(() => null))?.responseBodySize ?? 0);
    });
    await page.goto(`${hostUrl}/projects`, { waitUntil: 'networkidle' });
    await page.getByRole('article').nth(5).waitFor({ state: 'attached' });
    const toEnd = () => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await page.evaluate(toEnd);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      window.__frames = 0;
      const count = () => ((window.__frames += 1), requestAnimationFrame(count));
      requestAnimationFrame(count);
    });
    const distance = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const steps = 80;
    const scrolling = (async () => {
      for (let step = 0; step < steps; step++) {
        await page.mouse.wheel(0, distance / steps);
        await page.waitForTimeout(50);
      }
    })();
    const scroll = await mainThreadOver(page, 4000, { frames: () => page.evaluate(() => window.__frames) });
    await scrolling;
    return { covers: covers.reduce((sum, size) => sum + size, 0), files: covers.length, scroll };
  });
}

/** Click on Send to 'Message sent successfully!' through the page, the stand-in answering. */
async function contactCost(browser, hostUrl) {
  const dir = await mkdtemp(join(tmpdir(), 'contact-bench-'));
  const service = await startFormService({ port: 0, outboxPath: join(dir, 'messages.jsonl') });
  try {
    const sends = await withPage(browser, async (page) => {
      await page.route(`${formEndpointFor(process.env, 'start')}`, (route) =>
        route.continue({ url: service.submitUrl }),
      );
      await page.goto(`${hostUrl}/contact`);
      const times = [];
      for (let index = 0; index < SENDS; index++) {
        for (const [label, value] of [
          ['Name', `Bench ${index}`],
          ['Email', 'bench@example.com'],
          ['Subject', `Bench run ${index}`],
          ['Message', 'Measuring the send. '.repeat(50)],
        ])
          await page.getByLabel(label, { exact: true }).fill(value);
        // The JS send: once hydrated (novalidate), not the native post that leaves the page.
        await page.locator('form[aria-label="Contact form"][novalidate]').waitFor();
        const started = performance.now();
        await page.getByRole('button', { name: 'Send Message' }).click();
        await page
          .getByRole('form', { name: 'Contact form' })
          .getByRole('status')
          .getByText('Message sent successfully!')
          .waitFor();
        times.push(performance.now() - started);
      }
      return times;
    });
    return summarise(sends);
  } finally {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function pageCosts({ browser, hostUrl }) {
  for (const viewport of [DESKTOP.viewport, { width: 390, height: 844 }]) {
    const idle = await idleHome(browser, hostUrl, viewport);
    log(
      `/ idle, hero visible, ${viewport.width} px (target < 15)`,
      `${idle.visible.msPerSecond.toFixed(1)} ms/s (windows: ${idle.visible.all})`,
    );
    log(
      `/ idle, tab hidden, ${viewport.width} px (target 0)`,
      `${idle.hidden.msPerSecond.toFixed(1)} ms/s (windows: ${idle.hidden.all}; hidden emulated, an upper bound)`,
    );
  }
  for (const offscreenCanvas of [true, false]) {
    const cloud = await cloudCost(browser, hostUrl, offscreenCanvas);
    log(
      `icon cloud drawn in the ${cloud.inWorker ? 'worker' : 'page'}${offscreenCanvas ? '' : ' (OffscreenCanvas off)'}`,
      `visible ${cloud.visible.msPerSecond.toFixed(1)} ms/s at ${cloud.visible.fps.toFixed(0)} fps (target < 20); scrolled away ${cloud.away.msPerSecond.toFixed(2)} ms/s at ${cloud.away.fps.toFixed(0)} fps (target < 0.5)`,
    );
  }
  for (const route of config.routes.filter((candidate) => candidate.remote)) {
    const added = await jsAddedByHop(browser, hostUrl, route);
    log(`JS added by the hop / -> ${route.path} (compressed)`, `${kb(added.bytes)} in ${added.files} files`);
  }
  const projects = await projectsCost(browser, hostUrl);
  log(
    '/projects covers, all six (budget < 250 KB)',
    `${kb(projects.covers)} in ${projects.files} files: ${projects.covers < COVERS_BUDGET ? 'met' : 'MISSED'}`,
  );
  log(
    '/projects main thread while the wheel scrolls the stack',
    `${projects.scroll.msPerSecond.toFixed(1)} ms/s at ${projects.scroll.fps.toFixed(0)} fps`,
  );
  const contact = await contactCost(browser, hostUrl);
  log(
    `/contact Send -> 'Message sent successfully!' (${SENDS} sends)`,
    `median ${contact.median.toFixed(1)} ms (${contact.min.toFixed(1)}–${contact.max.toFixed(1)})`,
  );
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function main() {
  const started = performance.now();
  // A bad --runs is refused before the build, not minutes later in firstPaint.mjs.
  runsFromArgs(process.argv.slice(2));
  if (!process.argv.includes('--no-build')) buildAll();
  const server = await startServe();
  try {
    const browser = await launchChromium();
    try {
      console.log('\nPer route (cold load, 1440x900, compressed bytes transferred)');
      for (const route of config.routes) {
        const figures = await measureRoute(browser, route.path);
        log(
          route.path,
          `${String(figures.requests).padStart(3)} requests  JS ${kb(figures.js).padStart(9)}  CSS ${kb(figures.css).padStart(8)}  remote code: ${figures.remoteCode ? `yes, ${kb(figures.remoteJs)} of the JS` : 'no'}${figures.prefetched ? `  (+ ${kb(figures.prefetched)} remote code prefetched when idle, not run)` : ''}`,
        );
        if (route.path === '/') {
          log(
            'budget: / JS <= 180 KB',
            figures.js <= BUDGET_HOME_JS ? `met (${kb(figures.js)})` : `MISSED (${kb(figures.js)})`,
          );
        }
      }
      // `--only a,b` runs just those (`pages`, `firstPaint`, `interaction`); the per-route table always prints.
      const { values } = parseArgs({ strict: false, options: { only: { type: 'string' } } });
      const only = typeof values.only === 'string' ? values.only.split(',') : null;
      if (!only || only.includes('pages')) {
        console.log('\npages (what each page costs beyond its load)');
        const pagesStarted = performance.now();
        try {
          await pageCosts({ browser, hostUrl: HOST_URL });
        } catch (error) {
          log('failed', error instanceof Error ? error.message : String(error));
        }
        log('(time this part took)', seconds(pagesStarted));
      }
      for (const [name, bench] of Object.entries(BENCHES)) {
        if (only && !only.includes(name)) continue;
        console.log(`\n${name}`);
        const moduleStarted = performance.now();
        try {
          await bench({ browser, hostUrl: HOST_URL, log });
        } catch (error) {
          log('failed', error instanceof Error ? error.message : String(error));
        }
        log('(time this module took)', seconds(moduleStarted));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  console.log(`\nbench took ${seconds(started)} in all`);
}

await main();
