// The tap probes: a touch phone at a calibrated CPU (`--device mid-tier|low-tier`, `--cpu N`) taps the menu,
// the theme toggle and /contact's first field at paint + 100 ms, 500 ms and 1 s in fresh loads of the nginx
// deploy, and scrolls /projects; Event Timing gives input to next paint (decision 0020). `--runs N`,
// `--route`, `--probe` narrow it. `--hops`: every header hop against the single-bundle build (`--locale de`
// or `--locale en,de` for the hops in German or in both languages).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { localePathOf, splitLocalePath } from '../../shared/build/apps.mjs';
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import {
  calibratedCpuRate,
  cpuFromArgs,
  describeCpu,
  EVENT_TARGET_MS,
  eventPhases,
  headerHops,
  hopsIn,
  localesFromArgs,
  longestEvent,
  median,
  runsFromArgs,
  summarise,
  worstProbeByMedian,
} from '../lib/benchStats.mjs';
import {
  BENCH_DESKTOP,
  BENCH_PHONE as PHONE,
  click,
  launchBareChromium,
  measuredBenchmarkIndex,
  monotonicMs,
  openPhonePage,
  sleepUntil,
  tap,
  watchLifecycle,
} from '../lib/bareChromium.mjs';
import { CHROMIUM_ARGS, chromiumOrExit } from '../lib/findChromium.mjs';
import { startServe } from '../lib/servers.mjs';
import { buildSingleBundle, serveSingleBundle } from '../lib/singleBundleSite.mjs';
import { textTable } from '../lib/textTable.mjs';

const DELAYS_MS = [100, 500, 1000];
/** After the input, time for its frame to be presented and its entries to be reported. */
const SETTLE_MS = 1500;
const TYPED = 'Ada';
/** A load whose input came further than this from its time is loaded again (at most ATTEMPTS loads). */
const OFF_TIME_MS = 40;
const ATTEMPTS = 3;
/** What Playwright's launch also sets, so that a page in the bare browser is never deprioritised. */
const BARE_ARGS = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--hide-scrollbars',
  '--mute-audio',
];

/** The scroll probe: a scroll down this far, at this speed, a second after paint (a synthetic touch swipe did not scroll the page in headless Chromium; a wheel gesture does). */
const SCROLL = { distance: 2400, speedPxPerS: 1200, delayMs: 1000 };
const FRAME_MS = 1000 / 60;

/** The controls, by role and accessible name (never by framework internals). */
const CONTROLS = [
  {
    id: 'menu',
    label: 'tap menu',
    find: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    tapped: (target) => target.button === 'Menu',
  },
  {
    id: 'theme',
    label: 'tap theme toggle',
    find: (page) => page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }),
    tapped: (target) => /^Switch to (light|dark) theme$/.test(target.button ?? ''),
  },
  {
    id: 'field',
    label: 'type in 1st form field',
    find: (page) => page.getByRole('form', { name: 'Contact form' }).getByRole('textbox').first(),
    tapped: (target) => target.fieldOf === 'Contact form',
    type: true,
  },
];

/**
 * What a probe taps: one of CONTROLS, or the scroll of /projects (`kind: 'scroll'`).
 * @typedef {{ id: string, label: string, kind?: 'scroll', find?: (page: import('@playwright/test').Page) => import('@playwright/test').Locator, tapped?: (target: Record<string, unknown>) => boolean, type?: boolean, unit?: string }} Control
 */
/**
 * A control at one time after paint; `target` its budget (null: reported only); `recoloured`: the page's theme switched.
 * @typedef {{ control: Control, delayMs: number, point: { x: number, y: number }, target: number | null, durations: number[], phases: NonNullable<ReturnType<typeof eventPhases>>[], recoloured: number[] }} Probe
 */

/** Runs in the page first: every Event Timing entry, and what each pointerdown landed on, read as it happens. */
function recordEventTiming() {
  const seen = [];
  window.__probeEvents = seen;
  window.__probeTargets = [];
  // When the frame that first shows what `shown` looks for begins (shownAt), and the frame after it
  // (drawnAt: by then the one that shows it is drawn), from each animation frame after the tap.
  const watchUntilShown = (record, shown) => {
    const watch = (time) => {
      if (record.shownAt !== null) {
        record.drawnAt = time;
        return;
      }
      if (shown()) record.shownAt = time;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  };
  // A visitor types once the field shows its caret: the field probe waits for this before typing
  // (at most 5 s after the page starts; a field never focused loses the text, which is reported).
  window.__probeFieldFocused = new Promise((resolve) => {
    const isField = (target) => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    addEventListener('focusin', (event) => isField(event.target) && resolve(true), true);
    setTimeout(() => resolve(false), 5000);
  });
  addEventListener(
    'pointerdown',
    (event) => {
      const element = event.target instanceof Element ? event.target : null;
      const field = element?.closest('input, textarea, select');
      if (element?.closest('[data-theme-toggle]')) {
        // The theme probe's second figure: the page takes the new theme (the toggle answers in the
        // tap's own frame, the page in the next).
        const before = document.documentElement.dataset.theme;
        const recolour = { at: event.timeStamp, shownAt: null, drawnAt: null };
        window.__probeRecolour = recolour;
        watchUntilShown(recolour, () => document.documentElement.dataset.theme !== before);
      }
      window.__probeTargets.push({
        at: event.timeStamp,
        // Its accessible name: aria-label, or its text that is shown (the theme toggle has one label per theme).
        button: (() => {
          const button = element?.closest('button');
          if (!button) return null;
          const label = button.getAttribute('aria-label');
          if (label) return label;
          const shown = [...button.querySelectorAll('span')].filter(
            (span) => getComputedStyle(span).display !== 'none',
          );
          return (shown.length ? shown.map((span) => span.textContent).join('') : button.textContent).trim();
        })(),
        fieldOf: field?.closest('form')?.getAttribute('aria-label') ?? null,
      });
    },
    { capture: true, passive: true },
  );
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      const { name, entryType, startTime, duration, processingStart, processingEnd } = entry;
      const interactionId = entry.interactionId ?? 0;
      seen.push({ name, entryType, startTime, duration, interactionId, processingStart, processingEnd });
    }
  };

  const events = new PerformanceObserver(keep);
  events.observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  const first = new PerformanceObserver(keep);
  first.observe({ type: 'first-input', buffered: true });
  window.__probeFlush = () => {
    keep({ getEntries: () => events.takeRecords() });
    keep({ getEntries: () => first.takeRecords() });
  };
}

/** Where each control's centre is on a phone screen, from a settled load; null when the route has none on screen. */
function locateControls(browser, url) {
  return onSettledPage(browser, url, PHONE, async (page) => {
    const places = {};
    for (const control of CONTROLS) {
      const locator = control.find(page);
      const box = (await locator.count()) > 0 ? await locator.first().boundingBox() : null;
      const onScreen = box && box.y >= 0 && box.y + box.height <= PHONE.viewport.height && box.width > 0;
      places[control.id] = onScreen ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    }
    return places;
  });
}

/** `read(page)` of a settled load of `url` in a fresh context on `screen`. */
async function onSettledPage(browser, url, screen, read) {
  const context = await browser.newContext(screen);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await read(page);
  } finally {
    await context.close();
  }
}

/** Letters typed one key at a time (key down with its text, key up), as a keyboard sends them. */
async function typeLetters(page, text) {
  for (const letter of text) {
    const key = {
      key: letter,
      code: `Key${letter.toUpperCase()}`,
      windowsVirtualKeyCode: letter.toUpperCase().charCodeAt(0),
    };
    await page('Input.dispatchKeyEvent', { type: 'keyDown', text: letter, unmodifiedText: letter, ...key });
    await page('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  }
}

/** What the page recorded, read once the input's frame is in (Runtime.evaluate needs no Runtime.enable). */
const READ_RECORD = `(() => {
  window.__probeFlush();
  const field = document
    .querySelector('form[aria-label="Contact form"]')
    ?.querySelector('input:not([type=hidden]):not([type=checkbox]), textarea');
  return {
    entries: window.__probeEvents,
    targets: window.__probeTargets,
    firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null,
    typed: field ? field.value : null,
    recolour: window.__probeRecolour ?? null,
  };
})()`;

/** Starts counting animation frames in the page (the scroll probe). */
const COUNT_FRAMES = `(() => {
  const frames = (window.__probeFrames = []);
  const tick = (time) => {
    if (window.__probeFrames !== frames) return;
    frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const READ_FRAMES = `(() => { const frames = window.__probeFrames; window.__probeFrames = null; return { frames, scrolled: scrollY }; })()`;

/** Frames that did not come: each gap between animation frames longer than one frame, in frames. */
export function droppedFrames(times) {
  let dropped = 0;
  for (let i = 1; i < times.length; i++) dropped += Math.max(0, Math.round((times[i] - times[i - 1]) / FRAME_MS) - 1);
  return dropped;
}

/**
 * A fresh page of the bare browser (openPhonePage's `options`), `script` run in it first, and
 * `measure(opened, lifecycle)`'s result; a failure is its `error`.
 */
async function freshLoad(bare, options, script, measure) {
  let opened = null;
  let lifecycle = null;
  try {
    opened = await openPhonePage(bare, options);
    await opened.page('Page.setLifecycleEventsEnabled', { enabled: true });
    await opened.page('Page.addScriptToEvaluateOnNewDocument', { source: script });
    lifecycle = watchLifecycle(bare, opened.sessionId);
    return await measure(opened, lifecycle);
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    lifecycle?.stop();
    await opened?.close();
  }
}

/** One fresh load: the control's input at the reported first paint + delayMs, and its Event Timing entries. */
function probeOnce(bare, url, control, point, delayMs, cpuRate) {
  return freshLoad(bare, { cpuRate }, `(${recordEventTiming})()`, async ({ page, post }, lifecycle) => {
    const loaded = lifecycle.when('load');
    await page('Page.navigate', { url });
    const painted = await lifecycle.when('firstPaint');
    if (control.kind === 'scroll') return await scrollOnce(page, painted, point, delayMs, loaded);
    await sleepUntil(painted.ms + delayMs);
    tap(post, point);
    if (control.type) {
      await page('Runtime.evaluate', { expression: 'window.__probeFieldFocused', awaitPromise: true });
      await typeLetters(page, TYPED);
    }
    await loaded;
    await sleep(SETTLE_MS);
    const read = await page('Runtime.evaluate', { expression: READ_RECORD, returnByValue: true });
    if (read.exceptionDetails) throw new Error(`reading the page: ${read.exceptionDetails.text}`);
    const { entries, targets, firstPaint, typed, recolour } = read.result.value;
    // The input's own timestamp (pointerdown's timeStamp, the time the touch was sent); the
    // events reported by Event Timing are only those of 16 ms or more, so not always the first.
    const earliest = [...targets.map((target) => target.at), ...entries.map((entry) => entry.startTime)].reduce(
      (min, time) => Math.min(min, time),
      Infinity,
    );
    return {
      entries,
      longest: longestEvent(entries),
      offsetMs: Number.isFinite(earliest) && firstPaint !== null ? earliest - firstPaint : NaN,
      onControl: targets.some(control.tapped),
      typedKept: control.type ? typed === TYPED : null,
      recolourMs: recolour && recolour.drawnAt !== null ? recolour.drawnAt - recolour.at : null,
      lagMs: painted.receivedMs - painted.ms,
    };
  });
}

/** The scroll probe's load: a swipe up through the page a while after paint, its frames counted. */
async function scrollOnce(page, painted, point, delayMs, loaded) {
  await loaded;
  await sleepUntil(painted.ms + delayMs);
  const count = await page('Runtime.evaluate', { expression: COUNT_FRAMES });
  if (count.exceptionDetails) throw new Error(`counting frames: ${count.exceptionDetails.text}`);
  const started = monotonicMs();
  await page('Input.synthesizeScrollGesture', {
    x: point.x,
    y: point.y,
    yDistance: -SCROLL.distance,
    speed: SCROLL.speedPxPerS,
    gestureSourceType: 'mouse',
  });
  const swipeMs = monotonicMs() - started;
  const read = await page('Runtime.evaluate', { expression: READ_FRAMES, returnByValue: true });
  if (read.exceptionDetails) throw new Error(`reading frames: ${read.exceptionDetails.text}`);
  const { frames, scrolled } = read.result.value;
  const dropped = droppedFrames(frames);
  return {
    entries: [],
    longest: {
      name: `frames dropped of ${frames.length + dropped} in ${Math.round(swipeMs)} ms, scrolled ${Math.round(scrolled)} px`,
      duration: dropped,
    },
    offsetMs: delayMs,
    onControl: scrolled > 0,
    typedKept: null,
    recolourMs: null,
    lagMs: painted.receivedMs - painted.ms,
  };
}

/** The probe of one control at one time; a load whose input went out late is loaded again (ATTEMPTS). */
async function probe(bare, url, control, point, delayMs, cpuRate) {
  const loads = [];
  for (let tries = 1; tries <= ATTEMPTS; tries++) {
    const result = await probeOnce(bare, url, control, point, delayMs, cpuRate);
    loads.push(result);
    if (result.error || Math.abs((result.offsetMs ?? Infinity) - delayMs) <= OFF_TIME_MS) break;
  }
  const offBy = (result) => (Number.isFinite(result.offsetMs) ? Math.abs(result.offsetMs - delayMs) : Infinity);
  const measured = loads.filter((result) => !result.error);
  if (measured.length === 0) return { ...loads[0], offTime: [] };
  const kept = measured.reduce((best, result) => (offBy(result) < offBy(best) ? result : best));
  const offTime = loads
    .filter((result) => result !== kept)
    .map((result) => result.error ?? `+${Math.round(result.offsetMs)} ms`);
  return { ...kept, offTime };
}

/** One load's line: its figure, and where the time went (`phases`: eventPhases of its longest event, or null). */
function describe(result, control, phases) {
  if (result.error) return `not measured (${result.error})`;
  if (!result.longest) return 'no event reported';
  if (control.kind === 'scroll')
    return `${result.longest.duration} ${result.longest.name}${result.onControl ? '' : ' [did NOT scroll]'}`;
  const under = !control.kind && result.longest.duration < 16 ? ' (first-input, under 16 ms)' : '';
  const notes = [
    `input at +${Math.round(result.offsetMs)} ms`,
    phases
      ? `input delay ${Math.round(phases.inputDelay)}, handlers ${Math.round(phases.handlers)}, to paint ${Math.round(phases.toPaint)} ms`
      : null,
    typeof result.recolourMs === 'number' ? `page recoloured ${Math.round(result.recolourMs)} ms` : null,
    `paint reported ${Math.round(result.lagMs)} ms late`,
    result.offTime.length ? `loads thrown away: input at ${result.offTime.join(', ')}` : null,
    result.onControl ? null : 'NOT on the control',
    result.typedKept === false ? 'typed text NOT kept' : null,
  ].filter(Boolean);
  return `${Math.round(result.longest.duration)} ms ${result.longest.name}${under} [${notes.join(', ')}]`;
}

/** `--route /path` and `--probe id`, each repeatable; empty lists mean all. */
function filtersFromArgs(argv) {
  const list = /** @type {const} */ ({ type: 'string', multiple: true });
  const { values } = parseArgs({ args: argv, options: { route: list, probe: list }, strict: false });
  return { routes: values.route ?? [], probes: values.probe ?? [] };
}

/**
 * The probes of one route, in order: each control at each time, the scroll of /projects.
 * @returns {Probe[]}
 */
function probesFor(route, places) {
  /** @type {Omit<Probe, 'durations' | 'phases' | 'recoloured'>[]} */
  const probes = CONTROLS.filter((control) => places[control.id]).flatMap((control) =>
    DELAYS_MS.map((delayMs) => ({ control, delayMs, point: places[control.id], target: EVENT_TARGET_MS })),
  );
  if (route.remote === 'projects') {
    /** @type {Control} */
    const control = { id: 'scroll', kind: 'scroll', label: 'scroll through the stack', unit: 'frames dropped' };
    const point = { x: PHONE.viewport.width / 2, y: PHONE.viewport.height * 0.7 };
    probes.push({ control, delayMs: SCROLL.delayMs, point, target: null });
  }
  return probes.map((entry) => ({ ...entry, durations: [], phases: [], recoloured: [] }));
}

/**
 * The CPU rate of each device for one round, from this machine's benchmarkIndex now, or the fixed `--cpu`.
 * @returns {Promise<{ device: string | null, benchmarkIndex: number, rate: number }[]>}
 */
async function cpuForRound(bare, cpu) {
  const index = await measuredBenchmarkIndex(bare);
  if (cpu.fixedRate !== null) return [{ device: null, benchmarkIndex: index.median, rate: cpu.fixedRate }];
  const benchmarkIndex = index.median;
  return cpu.devices.map((device) => ({ device, benchmarkIndex, rate: calibratedCpuRate(benchmarkIndex, device) }));
}

/** What a table says about the CPU its figures ran at, over the rounds. */
function cpuLine(used) {
  const index = summarise(used.map((cpu) => cpu.benchmarkIndex).filter(Number.isFinite));
  const rate = summarise(used.map((cpu) => cpu.rate));
  const device = used[0]?.device;
  const range = (summary, format) =>
    summary.count > 1 && summary.min !== summary.max ? ` (${format(summary.min)}–${format(summary.max)})` : '';
  return `${device ?? 'fixed rate'}: benchmarkIndex ${Math.round(index.median)}${range(index, Math.round)} → ${rate.median.toFixed(2)}x CPU${range(rate, (value) => value.toFixed(2))}, measured at the start of each round (median of 3)`;
}

/** The tap probes (the file's head): every probe of every route once per round, per device. */
async function tapBench({ log, browser, bare, hostUrl, rounds, cpu, only }) {
  log(
    `Event Timing, calibrated CPU, phone 412x823 touch, fresh load each`,
    `longest event after the input (target ≤ ${EVENT_TARGET_MS} ms), ${rounds} rounds`,
  );
  // Every probe of every route once per round (interleaved, like the Lighthouse runs), so
  // that a busy moment of the machine lands on one load of many probes, not on all loads of one.
  const pages = config.routes.filter(
    (route) => route.label && (!only.routes.length || only.routes.includes(route.path)),
  );
  const places = new Map();
  for (const route of pages) places.set(route, await locateControls(browser, hostUrl + route.path));
  const devices = cpu.fixedRate !== null ? [null] : cpu.devices;
  const runs = devices.map((device) => ({
    device,
    used: [],
    routes: pages.map((route) => ({
      path: route.path,
      url: hostUrl + route.path,
      probes: probesFor(route, places.get(route)).filter(
        (entry) => !only.probes.length || only.probes.includes(entry.control.id),
      ),
    })),
  }));
  for (let round = 1; round <= rounds; round++) {
    const cpus = await cpuForRound(bare, cpu);
    for (const run of runs) {
      const used = cpus.find((candidate) => candidate.device === run.device) ?? cpus[0];
      run.used.push(used);
      for (const route of run.routes) {
        for (const entry of route.probes) {
          const result = await probe(bare, route.url, entry.control, entry.point, entry.delayMs, used.rate);
          const phases = result.longest ? eventPhases(result.longest) : null;
          if (result.longest && result.onControl) {
            entry.durations.push(result.longest.duration);
            if (phases) entry.phases.push(phases);
            if (typeof result.recolourMs === 'number') entry.recoloured.push(result.recolourMs);
          }
          log(
            `  ${route.path} ${entry.control.label}, paint + ${entry.delayMs} ms (${round}/${rounds}, ${describeCpu(used)})`,
            describe(result, entry.control, phases),
          );
        }
      }
    }
  }
  for (const run of runs) printTable(log, run.routes, cpuLine(run.used), rounds);
}

/**
 * One table: every probe's median (min–max) over its loads, met or missed; then the worst tap per route.
 * @param {(label: string, text: string) => void} log
 * @param {{ path: string, url: string, probes: Probe[] }[]} routes
 * @param {string} cpu  the CPU the figures ran at (cpuLine)
 * @param {number} rounds
 */
function printTable(log, routes, cpu, rounds) {
  const rows = [
    ['route', 'probe', 'median', 'min–max', 'loads', 'target', 'input delay · to paint', 'page recoloured'],
  ];
  for (const route of routes) {
    for (const entry of route.probes) {
      const summary = summarise(entry.durations);
      const unit = entry.control.unit ?? 'ms';
      const verdict =
        entry.target === null
          ? 'no target'
          : !summary.count
            ? 'not measured'
            : `${summary.median <= entry.target ? 'met' : 'MISSED'} (≤ ${entry.target})`;
      rows.push([
        route.path,
        `${entry.control.label}, paint + ${entry.delayMs} ms`,
        summary.count ? `${Math.round(summary.median)} ${unit}` : '–',
        summary.count ? `${Math.round(summary.min)}–${Math.round(summary.max)}` : '–',
        `${summary.count}/${rounds}`,
        verdict,
        entry.phases.length
          ? `${Math.round(median(entry.phases.map((phases) => phases.inputDelay)))} · ${Math.round(median(entry.phases.map((phases) => phases.toPaint)))} ms`
          : '',
        entry.recoloured.length ? `${Math.round(median(entry.recoloured))} ms` : '',
      ]);
    }
  }
  console.log(`\ninteraction probe, ${cpu}`);
  printRows(rows);
  log('longest tap per route (the probe with the longest median)', '');
  for (const route of routes) {
    const { worst, missing } = worstProbeByMedian(route.probes.filter((entry) => entry.target !== null));
    const gaps = missing ? ` (${missing} probe${missing > 1 ? 's' : ''} not measured)` : '';
    if (!worst) {
      log(`  ${route.path}`, `no tap measured${gaps}`);
      continue;
    }
    const { median, min, max } = worst.summary;
    log(
      `  ${route.path}`,
      `${Math.round(median)} ms (${Math.round(min)}–${Math.round(max)}) ${worst.probe.control.label}, paint + ${worst.probe.delayMs} ms: ${median <= EVENT_TARGET_MS ? 'met' : 'MISSED'}${gaps}`,
    );
  }
}

// The hop bench: every header hop, the site against its single-bundle build side by side.

/** The hop's click comes this long after the page's load event. */
const HOP_DELAYS_MS = [1000, 5000];
/** A hop whose next route is not drawn within this long after the click counts as not shown. */
const HOP_TIMEOUT_MS = 10_000;
/** The target for a hop on the mid-tier phone, and no later than the single bundle's (decision 0022). */
const HOP_TARGET_MS = 200;

/**
 * Runs in the page first: FCP, LCP, the click's Event Timing, and for the first pointerdown on a link the
 * frame that shows the next route (its path, a new laid-out heading, no skeleton: shownAt) and the one after
 * (drawnAt). `window.__hopDrawn` resolves then, so the bench never polls the page.
 */
function recordHop(timeoutMs) {
  // What the bench reads back (window.__hop*: not the page's own names, so declared here, not in pageHooks.d.ts).
  const hooks = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
  /** @type {{ fcp: number | null, lcp: number | null, input: number }} */
  const paint = { fcp: null, lcp: null, input: 0 };
  hooks.__hopPaint = paint;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paint.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    paint.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEventTiming & { interactionId?: number })[]} */ (list.getEntries()))
      if (entry.interactionId) paint.input = Math.max(paint.input, entry.duration);
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  /** @type {(hop: unknown) => void} */
  let done = () => {};
  hooks.__hopDrawn = new Promise((resolve) => (done = resolve));
  /** @param {Element | null} element */
  const laidOut = (element) => !!element && element.getBoundingClientRect().height > 0;
  /** @param {{ at: number, target: string, shownAt: number | null, drawnAt: number | null, reloaded?: boolean }} hop @param {string | null | undefined} before */
  const watchHop = (hop, before) => {
    hooks.__hop = hop;
    setTimeout(() => done(hop), timeoutMs);
    const shown = () => {
      if (location.pathname !== hop.target) return false;
      const heading = document.querySelector('main h1');
      if (!heading || heading.textContent === before || !laidOut(heading)) return false;
      return laidOut(heading.closest('section')) && !document.querySelector('main [data-testid="section-skeleton"]');
    };
    /** @param {number} time */
    const watch = (time) => {
      if (hop.shownAt !== null) {
        hop.drawnAt = time;
        done(hop);
        return;
      }
      if (shown()) hop.shownAt = time;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  };
  // A click before the page's code has taken over its links loads the next page: the hop goes on in
  // it, timed from the click on the clock both documents share (timeOrigin + timeStamp).
  const pending = sessionStorage.getItem('__hop');
  if (pending) {
    sessionStorage.removeItem('__hop');
    const { at, target } = JSON.parse(pending);
    watchHop({ at: at - performance.timeOrigin, target, shownAt: null, drawnAt: null, reloaded: true }, null);
  }
  addEventListener(
    'pointerdown',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || hooks.__hop) return;
      const target = new URL(link.href).pathname;
      sessionStorage.setItem('__hop', JSON.stringify({ at: performance.timeOrigin + event.timeStamp, target }));
      watchHop(
        { at: event.timeStamp, target, shownAt: null, drawnAt: null },
        document.querySelector('main h1')?.textContent,
      );
    },
    { capture: true, passive: true },
  );
}

/** The header's navigation's name in a language (the host's catalog). @param {string} locale */
function mainNavName(locale) {
  const catalog = JSON.parse(readFileSync(new URL(`../../host/messages/${locale}.json`, import.meta.url), 'utf8'));
  return catalog.nav_main_label;
}

/**
 * Where the header link of each hop from one page is on the desktop, by its name in the page's language,
 * from a settled load of the page: target path -> centre.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} locale
 * @param {ReturnType<typeof hopsIn>} hops
 */
function headerLinks(browser, url, locale, hops) {
  return onSettledPage(browser, url, BENCH_DESKTOP, async (page) => {
    const nav = page.getByRole('navigation', { name: mainNavName(locale), exact: true });
    const places = {};
    for (const hop of hops) {
      const box = await nav.getByRole('link', { name: hop.link, exact: true }).boundingBox();
      if (box) places[hop.to] = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    return places;
  });
}

/** One hop in a fresh load: `from` at the CPU rate, the link to `to` clicked `delayMs` after load, to drawnAt. */
function hopOnce(bare, siteUrl, hop, point, delayMs, cpuRate) {
  const options = { cpuRate, screen: BENCH_DESKTOP };
  return freshLoad(bare, options, `(${recordHop})(${HOP_TIMEOUT_MS})`, async ({ page, post }, lifecycle) => {
    const loaded = lifecycle.when('load');
    await page('Page.navigate', { url: siteUrl + hop.from });
    const load = await loaded;
    await sleepUntil(load.ms + delayMs);
    click(post, point);
    // The paint figures are the first document's; a click that loaded the next page is read there.
    // A moment after the hop is drawn: the click's Event Timing entry reaches observers after its paint.
    const reading = {
      expression:
        'window.__hopDrawn.then((hop) => new Promise((done) => setTimeout(() => done({ hop, paint: window.__hopPaint }), 200)))',
      awaitPromise: true,
      returnByValue: true,
    };
    const firstPaint = await page('Runtime.evaluate', { expression: 'window.__hopPaint', returnByValue: true }).catch(
      () => null,
    );
    let read = await page('Runtime.evaluate', reading).catch((error) => ({ navigated: error }));
    for (let tries = 0; read.navigated && tries < 20; tries++) {
      await sleep(250);
      read = await page('Runtime.evaluate', reading).catch((error) => ({ navigated: error }));
    }
    if (read.navigated) throw read.navigated;
    if (read.exceptionDetails) throw new Error(`reading the page: ${read.exceptionDetails.text}`);
    const { hop: seen, paint: afterHop } = read.result.value;
    const paint = firstPaint?.result?.value ?? { fcp: null, lcp: null, input: NaN };
    // The click's own entry is the first document's, read once the hop is drawn (none when it loaded a page).
    const input = seen.reloaded ? NaN : (afterHop?.input ?? NaN);
    if (seen.target !== hop.to) return { error: `the click landed on ${seen.target}, not ${hop.to}` };
    if (seen.drawnAt === null) return { error: `${hop.to} not shown within ${HOP_TIMEOUT_MS / 1000} s` };
    return {
      ms: seen.drawnAt - seen.at,
      fcp: paint.fcp,
      lcp: paint.lcp,
      input,
      reloaded: !!seen.reloaded,
    };
  });
}

/** Whether a site serves its pages in `locale`: its home page there has `<html lang>` of that language. */
async function servesLocale(url, locale) {
  const html = await (await fetch(url + localePathOf('/', locale))).text();
  return new RegExp(`<html[^>]*\\slang="${locale}"`).test(html);
}

/**
 * Each header hop on `npm start` and on the single-bundle build (decision 0022), 1280x800, clicked 1 s and
 * 5 s after load, the two builds interleaved load by load at each device's calibrated CPU; in each language
 * of `locales`, against the single bundle in that language or, where it has none, our site in the first.
 */
async function hopBench({ log, browser, bare, hostUrl, rounds, cpu, only, locales }) {
  log('single-bundle build (SINGLE_BUNDLE=1, host/dist-single)', 'building…');
  const started = performance.now();
  buildSingleBundle();
  log('  built', `${((performance.now() - started) / 1000).toFixed(0)} s`);
  const ours = hostUrl ? { url: hostUrl, stop: async () => {} } : await startServe(['--no-form-service']);
  const single = await serveSingleBundle();
  try {
    const pageHops = headerHops(config.routes.filter((route) => route.label).map((route) => route.path)).filter(
      (hop) => !only.routes.length || only.routes.some((path) => splitLocalePath(path).path === hop.from),
    );
    const first = config.locales[0];
    /** @type {Map<string, { name: string, url: string, locale: string, hops: ReturnType<typeof hopsIn> }>} each build in each language loaded, by name */
    const sites = new Map();
    const site = (build, locale) => {
      const name = `${build} ${locale}`;
      if (!sites.has(name))
        sites.set(name, {
          name,
          url: build === 'ours' ? ours.url : single.url,
          locale,
          hops: hopsIn(pageHops, locale, config),
        });
      return name;
    };
    const tables = [];
    for (const locale of locales) {
      const singleHasIt = await servesLocale(single.url, locale);
      if (!singleHasIt)
        log(
          `single-bundle build in ${locale}`,
          `none (${localePathOf('/', locale)} is not served in ${locale}): the ${locale} hops are compared with ours in ${first}`,
        );
      tables.push({
        locale,
        hops: hopsIn(pageHops, locale, config),
        ours: site('ours', locale),
        reference: singleHasIt ? site('single', locale) : site('ours', first),
        label: singleHasIt ? 'single' : first,
      });
    }
    const links = new Map();
    for (const { name, url, locale, hops } of sites.values())
      for (const from of new Set(hops.map((hop) => hop.from))) {
        const hopsFrom = hops.filter((hop) => hop.from === from);
        links.set(`${name} ${from}`, await headerLinks(browser, url + from, locale, hopsFrom));
      }
    const devices = cpu.fixedRate !== null ? [null] : cpu.devices;
    /** @type {Map<string, number[]>} figures by `device site from to delay` and `device site from fcp|lcp`, the paths as headerHops gave them */
    const figures = new Map();
    /** @type {(key: string, value: number | null | undefined) => void} */
    const keep = (key, value) => {
      if (typeof value === 'number' && Number.isFinite(value)) figures.set(key, [...(figures.get(key) ?? []), value]);
    };
    const used = new Map(devices.map((device) => [device, []]));
    log(
      `hops, desktop 1280x800, mouse click, no network throttling, ${rounds} rounds`,
      `pointerdown → the frame after the one that shows the next route (target ≤ ${HOP_TARGET_MS} ms mid-tier)`,
    );
    for (let round = 1; round <= rounds; round++) {
      const cpus = await cpuForRound(bare, cpu);
      const order = round % 2 ? [...sites.values()] : [...sites.values()].reverse();
      for (const device of devices) {
        const cpuNow = cpus.find((candidate) => candidate.device === device) ?? cpus[0];
        used.get(device).push(cpuNow);
        for (const [index, { from, to }] of pageHops.entries()) {
          for (const delayMs of HOP_DELAYS_MS) {
            for (const { name, url, hops } of order) {
              const hop = hops[index];
              const point = links.get(`${name} ${hop.from}`)[hop.to];
              const result = point
                ? await hopOnce(bare, url, hop, point, delayMs, cpuNow.rate)
                : { error: `no header link to ${hop.to}` };
              if (!result.error) {
                keep(`${device} ${name} ${from} ${to} ${delayMs}`, result.ms);
                keep(`${device} ${name} ${from} fcp`, result.fcp);
                keep(`${device} ${name} ${from} lcp`, result.lcp);
                keep(`${device} ${name} ${from} ${to} ${delayMs} input`, result.input);
                if (result.reloaded) keep(`${device} ${name} ${from} ${to} ${delayMs} reloaded`, 1);
              }
              log(
                `  ${hop.from} → ${hop.to} +${delayMs / 1000} s ${name} (${round}/${rounds}, ${describeCpu(cpuNow)})`,
                result.error
                  ? `not measured (${result.error})`
                  : `${Math.round(result.ms ?? NaN)} ms${result.reloaded ? ' (the click LOADED the page: before the code took over)' : ''} (click ${result.input ? `${Math.round(result.input)} ms` : 'under 16 ms'} to paint; FCP ${Math.round(result.fcp ?? NaN)}, LCP ${Math.round(result.lcp ?? NaN)} ms)`,
              );
            }
          }
        }
      }
    }
    for (const device of devices)
      for (const table of tables) printHops(figures, device, table, cpuLine(used.get(device)), rounds);
  } finally {
    await single.close();
    await ours.stop();
  }
}

/**
 * The hop table of one device in one language: ours and the reference (the single bundle, or ours in the
 * first language) per hop and delay, median (min–max), and the ratio; then the first loads.
 * @param {Map<string, number[]>} figures
 * @param {string | null} device
 * @param {{ locale: string, ours: string, reference: string, label: string, hops: ReturnType<typeof hopsIn> }} table
 * @param {string} cpu
 * @param {number} rounds
 */
function printHops(figures, device, { locale, ours: oursSite, reference, label, hops }, cpu, rounds) {
  const ms = (values) => {
    const summary = summarise(values ?? []);
    if (!summary.count) return { text: '–', median: NaN };
    const range = summary.count > 1 ? ` (${Math.round(summary.min)}–${Math.round(summary.max)})` : '';
    return { text: `${Math.round(summary.median)}${range}`, median: summary.median };
  };
  const rows = [
    [
      'hop',
      ...HOP_DELAYS_MS.flatMap((delay) => [
        `+${delay / 1000} s ours`,
        label,
        `ours/${label}`,
        'target',
        'click ours',
        label,
      ]),
    ],
  ];
  for (const hop of hops) {
    const { from, to } = hop.page;
    const cells = HOP_DELAYS_MS.flatMap((delayMs) => {
      const cell = (site) => {
        const figure = ms(figures.get(`${device} ${site} ${from} ${to} ${delayMs}`));
        const reloads = figures.get(`${device} ${site} ${from} ${to} ${delayMs} reloaded`)?.length;
        return reloads ? { ...figure, text: `${figure.text} [${reloads} loaded]` } : figure;
      };
      const [ours, single] = [cell(oursSite), cell(reference)];
      const ratio = ours.median / single.median;
      const met = ours.median <= HOP_TARGET_MS && ratio <= 1;
      // The click's Event Timing duration (input to next paint); under 16 ms the browser reports none.
      const click = (site) => ms(figures.get(`${device} ${site} ${from} ${to} ${delayMs} input`)).text;
      return [
        ours.text,
        single.text,
        Number.isFinite(ratio) ? ratio.toFixed(2) : '–',
        Number.isFinite(ratio) ? (met ? 'met' : 'MISSED') : '',
        click(oursSite),
        click(reference),
      ];
    });
    rows.push([`${hop.from} → ${hop.to}`, ...cells]);
  }
  const against =
    label === 'single' ? 'the single bundle' : `ours in ${label} (the single bundle has no ${locale} pages)`;
  console.log(
    `\nheader hops in ${locale}, against ${against}, ms, median (min–max) of ${rounds}: pointerdown to the next page drawn (shown), and the click's input-to-next-paint: ${cpu}`,
  );
  printRows(rows);
  const verdicts = rows.slice(1).flatMap((row) => row.filter((cell) => cell === 'met' || cell === 'MISSED'));
  console.log(
    `${verdicts.filter((verdict) => verdict === 'met').length} of ${verdicts.length} hops met ≤ ${HOP_TARGET_MS} ms and ours/${label} ≤ 1.00`,
  );
  console.log('[n loaded]: in n loads the click came before the code took over the links: it loaded the next page');
  const loads = [['first load', 'FCP ours', label, 'LCP ours', label]];
  const froms = new Map(hops.map((hop) => [hop.page.from, hop.from]));
  for (const [from, shown] of froms) {
    const figure = (site, metric) => ms(figures.get(`${device} ${site} ${from} ${metric}`)).text;
    loads.push([
      shown,
      figure(oursSite, 'fcp'),
      figure(reference, 'fcp'),
      figure(oursSite, 'lcp'),
      figure(reference, 'lcp'),
    ]);
  }
  console.log(`\nfirst loads of the hops' pages in ${locale} (the same loads; LCP until the click), ms: ${cpu}`);
  printRows(loads);
}

/** Rows (the first the header) as the tools' text table. */
function printRows(rows) {
  const [header, ...body] = rows.map((row) => row.map(String));
  console.log(textTable(header, body));
}

/**
 * The tap probes on the nginx deploy, or with `--hops` the hop bench.
 * @param {{ log: (label: string, value: string) => void, browser?: import('@playwright/test').Browser, hostUrl?: string }} options
 */
export default async function interaction({ log, browser: shared, hostUrl }) {
  const argv = process.argv.slice(2);
  const rounds = runsFromArgs(argv);
  // The hops are reported for both phones, the taps for the mid-tier one, unless told.
  const cpu = cpuFromArgs(argv, argv.includes('--hops') ? ['mid-tier', 'low-tier'] : ['mid-tier']);
  const executablePath = await chromiumOrExit();
  const browser = shared ?? (await chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
  // The measured loads: a browser without a driver's Runtime domain (scripts/lib/bareChromium.mjs).
  const bare = await launchBareChromium(executablePath, [...CHROMIUM_ARGS, ...BARE_ARGS]);
  try {
    if (argv.includes('--hops')) {
      const locales = localesFromArgs(argv, config.locales);
      await hopBench({ log, browser, bare, hostUrl, rounds, cpu, only: filtersFromArgs(argv), locales });
    } else
      await withBenchDeploy((deployUrl) =>
        tapBench({ log, browser, bare, hostUrl: deployUrl, rounds, cpu, only: filtersFromArgs(argv) }),
      );
  } finally {
    await bare.close();
    if (!shared) await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await interaction({ log: (label, value) => console.log(`  ${label.padEnd(48)} ${value}`) });
}
