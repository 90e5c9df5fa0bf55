// The field-data measuring code's cost on a phone's main thread at 4x CPU: each route loaded `--runs N` times (5) from
// `npm start`'s server code (its collector on, so the page measures; after npm run build, on npm start's ports), traced
// until the visitor leaves (the beacon is sent). Every task that runs the measuring chunk (assets/measure-*.js) counts
// whole (an upper bound). Per route: median (min-max) of the total, the longest piece, and when the chunk was requested
// after first paint. `node scripts/bench/fieldData.mjs [--runs 5]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { launchChromium } from '../lib/browser.mjs';
import { demoCollector, measuringFetched, serveDemoSite } from '../lib/demoSite.mjs';
import { runsFromArgs, summarise } from '../lib/benchStats.mjs';
import { BENCH_CPU_SLOWDOWN as CPU_SLOWDOWN, BENCH_PHONE as PHONE } from '../lib/bareChromium.mjs';

const runs = runsFromArgs(process.argv, 5);

const dir = mkdtempSync(join(tmpdir(), 'field-bench-'));
const site = await serveDemoSite({ beacons: demoCollector(dir) });
const origin = site.origin;
const browser = await launchChromium();

/** The main-thread tasks that ran the measuring chunk, in ms: every top-level task (RunTask) on the renderer's main
 * thread that holds an event naming the chunk (its module compile, a call into it). A whole task counts, whatever else
 * it did: an upper bound. */
function measuringWork(events) {
  const marks = events.filter(
    (event) =>
      event.ph === 'X' &&
      ['v8.compileModule', 'FunctionCall', 'EvaluateScript', 'TimerFire', 'EventDispatch'].includes(event.name) &&
      /\/assets\/measure-[^/]+\.js/.test(JSON.stringify(event.args ?? {})),
  );
  const thread = marks.find((event) => event.name === 'v8.compileModule') ?? marks[0];
  if (!thread) return [];
  const tasks = events.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid,
  );
  const ours = tasks.filter((task) =>
    marks.some((mark) => mark.tid === task.tid && mark.ts >= task.ts && mark.ts <= task.ts + task.dur),
  );
  return ours.map((task) => task.dur / 1000);
}

const figures = {};
for (let run = 0; run < runs; run++) {
  for (const route of config.routes.map((entry) => entry.path)) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${origin}${route}`);
    await measuringFetched(page, 30_000);
    await page.waitForTimeout(1000);
    const timing = await page.evaluate(() => {
      const measure = performance.getEntriesByType('resource').find((entry) => /measure-/.test(entry.name));
      const paint = performance.getEntriesByName('first-paint')[0];
      return { startedAfterPaint: measure && paint ? measure.startTime - paint.startTime : null };
    });
    // The visitor leaves: the beacon is built and sent.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const pieces = measuringWork(trace.traceEvents ?? trace);
    const figure = (figures[route] ??= { total: [], longest: [], after: [] });
    figure.total.push(pieces.reduce((sum, value) => sum + value, 0));
    figure.longest.push(Math.max(0, ...pieces));
    if (timing.startedAfterPaint !== null) figure.after.push(timing.startedAfterPaint);
    await context.close();
  }
}
await browser.close();
await site.stopAll();
rmSync(dir, { recursive: true, force: true });

const show = (values) => {
  const { median, min, max } = summarise(values);
  return `${median.toFixed(1)} (${min.toFixed(1)}-${max.toFixed(1)})`;
};
console.log(`Measuring code on the main thread at ${CPU_SLOWDOWN}x CPU, ms, median (min-max) of ${runs} runs`);
console.log('route        total         longest piece   chunk requested after first paint');
for (const [route, figure] of Object.entries(figures))
  console.log(
    `${route.padEnd(12)} ${show(figure.total).padEnd(13)} ${show(figure.longest).padEnd(15)} ${show(figure.after)}`,
  );
