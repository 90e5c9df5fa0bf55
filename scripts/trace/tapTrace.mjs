// A DevTools performance trace of one tap at 4x CPU on the bench's phone (issue 33): where the
// tap's frame goes on the main thread (event handlers, style, layout, paint, commit) and off it
// (raster, drawing the frame). `node scripts/trace/tapTrace.mjs --route /contact --control theme
// [--after 1500] [--runs 3] [--out /tmp/trace]`: loads the route on the nginx deploy, waits
// `--after` ms after load, taps the control (theme or menu), keeps each trace as JSON under `--out`
// (open it in DevTools' Performance panel) and prints the totals per event kind in the second after
// the tap. Uses Playwright's Chromium (the Runtime domain is on: fine for style/paint, not for
// script timings).
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import { CHROMIUM_ARGS, chromiumOrExit } from '../lib/findChromium.mjs';
import { BENCH_CPU_SLOWDOWN, BENCH_PHONE as PHONE } from '../lib/bareChromium.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'cc',
  'gpu',
  'viz',
];
/** The trace events that make a tap's frame, by name (complete events, durations summed). */
const KINDS = {
  EventDispatch: 'event handlers',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
  RasterTask: 'raster',
  'ProxyImpl::ScheduledActionDraw': 'draw (compositor)',
  'Display::DrawAndSwap': 'draw and swap (viz)',
};
const CONTROLS = {
  theme: (page) => page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }),
  menu: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
};

const { values: args } = parseArgs({
  options: {
    route: { type: 'string', default: '/' },
    control: { type: 'string', default: 'theme' },
    after: { type: 'string', default: '1500' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: '/tmp/tap-traces' },
  },
});
mkdirSync(args.out, { recursive: true });

const browser = await chromium.launch({ executablePath: await chromiumOrExit(), args: CHROMIUM_ARGS });
try {
  await withBenchDeploy(async (hostUrl) => {
    for (let run = 1; run <= Number(args.runs); run++) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: BENCH_CPU_SLOWDOWN });
      await page.goto(hostUrl + args.route, { waitUntil: 'load' });
      await page.waitForTimeout(Number(args.after));
      const box = await CONTROLS[args.control](page).boundingBox();
      if (!box) throw new Error(`no ${args.control} control on ${args.route}`);
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.waitForTimeout(200);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(1000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const file = join(args.out, `${args.control}${args.route.replaceAll('/', '_')}-${run}.json`);
      writeFileSync(file, JSON.stringify(trace));
      const events = trace.traceEvents ?? trace;
      // The trace clock (µs) at the tap: the first input event after tracing started.
      const input = events.find(
        (event) => event.name === 'EventDispatch' && /pointerdown|touchstart/.test(event.args?.data?.type ?? ''),
      );
      const from = input?.ts ?? 0;
      // The tap's frame: the first commit after the click, and the first frame drawn after it.
      const click = events.find(
        (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click' && event.ts >= from,
      );
      const commit =
        click && events.find((event) => event.name === 'Commit' && event.ph === 'X' && event.ts > click.ts);
      const drawn =
        commit &&
        events.find((event) => event.name === 'Display::DrawAndSwap' && event.ph === 'X' && event.ts > commit.ts);
      const frame = [
        click ? `click at ${((click.ts - from) / 1000).toFixed(1)}` : 'no click',
        commit ? `commit at ${((commit.ts + commit.dur - from) / 1000).toFixed(1)}` : null,
        drawn ? `drawn at ${((drawn.ts + drawn.dur - from) / 1000).toFixed(1)}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      const totals = {};
      for (const event of events) {
        const kind = KINDS[event.name];
        if (!kind || event.ph !== 'X' || event.ts < from || event.ts > from + 1_000_000) continue;
        totals[kind] = (totals[kind] ?? 0) + (event.dur ?? 0) / 1000;
      }
      console.log(
        `${args.route} ${args.control} tap, run ${run}: ` +
          Object.entries(totals)
            .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
            .join(', ') +
          `; from the first input event: ${frame} (ms, 4x CPU; ${file})`,
      );
      await context.close();
    }
  });
} finally {
  await browser.close();
}
