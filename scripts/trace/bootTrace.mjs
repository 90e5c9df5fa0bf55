// Where a page's main thread goes from first paint to 2.5 s after it, at 4x CPU on the bench's
// phone (issue 33): every task of `--min` ms or more, with what filled it (script evaluation,
// calls by file, style, layout, paint). A tap that lands in a task waits for its end, so the
// longest tasks after paint bound what a tap at paint + 100 ms can cost.
// `node scripts/trace/bootTrace.mjs --route /contact [--runs 3] [--min 10] [--profile] [--out /tmp/boot-traces]
// [--tap 380,40 --at 100]`: with --tap, a finger taps that point (CSS px) at first paint + --at ms, and
// the tap's events (Event Timing: type, start, duration) are listed among the tasks.
// loads the route afresh each run on the nginx deploy, in a Chromium driven over a bare DevTools
// pipe (as the interaction bench: no Runtime domain inflating script timings), keeps each trace
// (and with --profile a CPU profile, to open in DevTools) under --out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import { launchBareChromium, openPhonePage, sleepUntil, tap, watchLifecycle } from '../lib/bareChromium.mjs';
import { CHROMIUM_ARGS, chromiumOrExit } from '../lib/findChromium.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'toplevel',
  'v8',
];
const WINDOW_MS = 2500;
/** Trace events that say what a task did, summed by name (script ones also by file). */
const PARTS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
]);
const SCRIPT_PARTS = new Set(['FunctionCall', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'EvaluateScript']);

const { values: args } = parseArgs({
  options: {
    route: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    min: { type: 'string', default: '10' },
    profile: { type: 'boolean', default: false },
    out: { type: 'string', default: '/tmp/boot-traces' },
    tap: { type: 'string' },
    at: { type: 'string', default: '100' },
  },
});
mkdirSync(args.out, { recursive: true });

const bare = await launchBareChromium(await chromiumOrExit(), [...CHROMIUM_ARGS, '--disable-renderer-backgrounding']);
try {
  await withBenchDeploy(async (hostUrl) => {
    for (let run = 1; run <= Number(args.runs); run++) {
      const { page, post, sessionId, close } = await openPhonePage(bare);
      /** @type {any[]} */
      const events = [];
      const stopListening = bare.on('Tracing.dataCollected', (params) => events.push(...params.value));
      const complete = new Promise((resolve) => bare.on('Tracing.tracingComplete', resolve));
      await page('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
      if (args.profile) {
        await page('Profiler.enable');
        await page('Profiler.setSamplingInterval', { interval: 100 });
        await page('Profiler.start');
      }
      await page('Page.setLifecycleEventsEnabled', { enabled: true });
      const lifecycle = watchLifecycle(bare, sessionId);
      await page('Page.navigate', { url: hostUrl + args.route });
      if (args.tap) {
        // From the paint's own timestamp, as the interaction bench: its event reaches us late.
        const painted = await lifecycle.when('firstPaint');
        await sleepUntil(painted.ms + Number(args.at));
        const [x = 0, y = 0] = args.tap.split(',').map(Number);
        tap(post, { x, y });
      }
      lifecycle.stop();
      await sleep(WINDOW_MS + 1500);
      const name = `boot${args.route.replaceAll('/', '_')}-${run}`;
      if (args.profile) {
        const { profile } = await page('Profiler.stop');
        writeFileSync(join(args.out, `${name}.cpuprofile`), JSON.stringify(profile));
      }
      await page('Tracing.end');
      await complete;
      stopListening();
      await close();
      const file = join(args.out, `${name}.json`);
      writeFileSync(file, JSON.stringify(events));
      console.log(`${args.route}, run ${run} (${file}):`);
      for (const line of describeTasks(events, Number(args.min))) console.log(`  ${line}`);
    }
  });
} finally {
  await bare.close();
}

/**
 * The page's main-thread tasks from first contentful paint to WINDOW_MS after it: one line per
 * task of at least `minMs`, then the total.
 * @param {any[]} events trace events
 * @param {number} minMs
 * @returns {string[]}
 */
export function describeTasks(events, minMs) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return ['no first contentful paint in the trace'];
  const main = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X');
  const tasks = main.filter(
    (event) =>
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ts >= paint.ts - 50e3 &&
      event.ts < paint.ts + WINDOW_MS * 1e3,
  );
  /** @type {{ ts: number, line: string }[]} */
  const lines = [];
  // A tap's events as Event Timing reports them (from the event's time to the next paint).
  for (const timing of events.filter((event) => event.name === 'EventTiming' && event.ph === 'b')) {
    const data = timing.args?.data ?? {};
    if (!['pointerdown', 'pointerup', 'click', 'keydown'].includes(data.type)) continue;
    lines.push({
      ts: timing.ts,
      line: `paint +${((timing.ts - paint.ts) / 1000).toFixed(0)} ms: ${data.type} ${data.duration} ms (Event Timing)`,
    });
  }
  let busyMs = 0;
  for (const task of tasks) {
    const ms = task.dur / 1000;
    busyMs += ms;
    if (ms < minMs) continue;
    /** @type {Record<string, number>} */
    const parts = {};
    for (const event of main) {
      if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      const file = String(event.args?.data?.url ?? '')
        .replace(/^.*\//, '')
        .slice(0, 48);
      const key = SCRIPT_PARTS.has(event.name)
        ? `${event.name} ${file}`.trim()
        : PARTS.has(event.name)
          ? event.name
          : null;
      if (key) parts[key] = (parts[key] ?? 0) + event.dur / 1000;
    }
    const top = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([part, partMs]) => `${part} ${partMs.toFixed(1)}`)
      .join('; ');
    lines.push({
      ts: task.ts,
      line: `paint ${task.ts >= paint.ts ? '+' : ''}${((task.ts - paint.ts) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (${top || 'browser work'})`,
    });
  }
  return [
    ...lines.sort((a, b) => a.ts - b.ts).map(({ line }) => line),
    `main thread busy ${busyMs.toFixed(0)} ms in the ${WINDOW_MS / 1000} s after first paint`,
  ];
}
