// Interaction latency probe (issue 19 item 5), on the same nginx deploy as firstPaint.mjs.
// A phone (412x823, touch, Lighthouse's mobile viewport) at 4x CPU slowdown
// (CDP Emulation.setCPUThrottlingRate, no network throttling) taps the menu button, taps the
// theme toggle and types into the first form field of /contact, on every route that has
// them, at first paint + 100 ms, + 500 ms and + 1 s, each in a fresh page load. The page's own
// Event Timing entries (PerformanceObserver type 'event', durationThreshold 16, buffered, plus
// 'first-input') give how long the visitor waited from the tap or key press to the next paint;
// the longest per route and per control and time is printed against the 100 ms target.
// Each probe is loaded once per round (`--runs N`, 5 by default, interleaved): the figure of a
// probe is its median, and a route's is the probe with the longest median, as a Lighthouse
// figure is the median of its runs.
//
// It measures what a visitor gets: it never waits for hydration. The controls are found by role
// and name in a settled load first (their place on screen; the layout does not shift, CLS 0),
// then the measured loads tap those points from outside the page (CDP input), timed from the
// renderer's first-paint lifecycle event. The measured loads run in a Chromium driven over a bare
// DevTools pipe with only Page, Emulation and Input in use: the Runtime domain that Playwright
// turns on makes V8 re-parse every module it evaluates, work a visitor's browser never does
// (scripts/lib/bareChromium.mjs). Whether the event landed on the control, and how
// long after first paint (Paint Timing's first-paint entry) it really came, are printed.
//
// Uses nginx on 8080-8083 (scripts/lib/benchDeploy.mjs): run it under the e2e lock.
// `node scripts/bench/interaction.mjs` runs it alone against the current build.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import { EVENT_TARGET_MS, longestEvent, runsFromArgs, worstProbeByMedian } from '../lib/benchStats.mjs';
import { launchBareChromium } from '../lib/bareChromium.mjs';
import { CHROMIUM_ARGS, chromiumOrExit } from '../lib/findChromium.mjs';

const CPU_SLOWDOWN = 4;
const DELAYS_MS = [100, 500, 1000];
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const FIRST_PAINT_TIMEOUT_MS = 20_000;
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
 * Runs in the page before its own scripts: keeps every Event Timing entry, and what each
 * pointerdown landed on (the button's name, or the form of a field) and when, read as it happens, since
 * a control may change its name or replace its icon once tapped.
 */
function recordEventTiming() {
  const seen = [];
  window.__probeEvents = seen;
  window.__probeTargets = [];
  addEventListener(
    'pointerdown',
    (event) => {
      const element = event.target instanceof Element ? event.target : null;
      const field = element?.closest('input, textarea, select');
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
      seen.push({
        name: entry.name,
        entryType: entry.entryType,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
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

/** Where each control is on a phone screen, from a settled load; null when the route has none. */
async function locateControls(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const places = {};
    for (const control of CONTROLS) {
      const locator = control.find(page);
      const box = (await locator.count()) > 0 ? await locator.first().boundingBox() : null;
      const onScreen = box && box.y >= 0 && box.y + box.height <= PHONE.viewport.height && box.width > 0;
      places[control.id] = onScreen ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    }
    return places;
  } finally {
    await context.close();
  }
}

const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (ms) => sleep(Math.max(0, ms - monotonicMs()));

/**
 * The lifecycle of the navigation the page is about to make: `when(name)` resolves with the
 * event's timestamp (ms on the monotonic clock, which Node's hrtime also reads on Linux) and
 * the time it reached the bench. `firstPaint` is Paint Timing's first paint, which reaches the
 * bench only once the renderer's main thread has handled the paint, late when a long task
 * follows it.
 */
function watchLifecycle(bare, sessionId) {
  let loaderId = null;
  const seen = [];
  const waiters = [];
  const settle = () => {
    for (const waiter of waiters) {
      const event = loaderId && seen.find((e) => e.loaderId === loaderId && e.name === waiter.name);
      if (event) waiter.resolve(event);
    }
  };
  const stops = [
    bare.on('Page.frameNavigated', ({ frame }, from) => {
      if (from !== sessionId) return;
      if (!frame.parentId && frame.url.startsWith('http')) loaderId = frame.loaderId;
      settle();
    }),
    bare.on('Page.lifecycleEvent', (event, from) => {
      if (from !== sessionId) return;
      seen.push({ name: event.name, loaderId: event.loaderId, ms: event.timestamp * 1000, receivedMs: monotonicMs() });
      settle();
    }),
  ];
  return {
    when: (name) =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error(`no ${name} event`)), FIRST_PAINT_TIMEOUT_MS).unref();
        waiters.push({ name, resolve });
        settle();
      }),
    stop: () => stops.forEach((stop) => stop()),
  };
}

/** A finger's tap, as the touchscreen sends it: down and up at one point. */
async function tap(page, { x, y }) {
  await page('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
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
  };
})()`;

/**
 * One fresh load (its own browser context: no cache, no storage): the control's input at first
 * paint + delayMs, timed from the paint's own timestamp once the paint is reported (never
 * before: a paint time predicted from earlier loads varied by hundreds of ms under load, and an
 * input before the paint measures something else); its Event Timing entries.
 */
async function probeOnce(bare, url, control, point, delayMs) {
  const { browserContextId } = await bare.send('Target.createBrowserContext');
  let lifecycle = null;
  try {
    const { targetId } = await bare.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await bare.send('Target.attachToTarget', { targetId, flatten: true });
    const page = (method, params) => bare.send(method, params, sessionId);
    await page('Page.enable');
    await page('Page.setLifecycleEventsEnabled', { enabled: true });
    await page('Emulation.setDeviceMetricsOverride', {
      ...PHONE.viewport,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      mobile: PHONE.isMobile,
    });
    await page('Emulation.setTouchEmulationEnabled', { enabled: PHONE.hasTouch, maxTouchPoints: 1 });
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page('Page.addScriptToEvaluateOnNewDocument', { source: `(${recordEventTiming})()` });
    lifecycle = watchLifecycle(bare, sessionId);
    const loaded = lifecycle.when('load');
    await page('Page.navigate', { url });
    const painted = await lifecycle.when('firstPaint');
    await sleepUntil(painted.ms + delayMs);
    await tap(page, point);
    if (control.type) await typeLetters(page, TYPED);
    await loaded;
    await sleep(SETTLE_MS);
    const read = await page('Runtime.evaluate', { expression: READ_RECORD, returnByValue: true });
    if (read.exceptionDetails) throw new Error(`reading the page: ${read.exceptionDetails.text}`);
    const { entries, targets, firstPaint, typed } = read.result.value;
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
      lagMs: painted.receivedMs - painted.ms,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    lifecycle?.stop();
    await bare.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/**
 * The probe of one control at one time. When the paint is reported late (a long task right
 * after it), the input goes out late too: such a load is thrown away and the page loaded again,
 * at most ATTEMPTS loads, keeping the one whose input came closest to its time.
 */
async function probe(bare, url, control, point, delayMs) {
  const loads = [];
  for (let tries = 1; tries <= ATTEMPTS; tries++) {
    const result = await probeOnce(bare, url, control, point, delayMs);
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

function describe(result) {
  if (result.error) return `not measured (${result.error})`;
  if (!result.longest) return 'no event reported';
  const under = result.longest.duration < 16 ? ' (first-input, under 16 ms)' : '';
  const notes = [
    `input at +${Math.round(result.offsetMs)} ms`,
    `paint reported ${Math.round(result.lagMs)} ms late`,
    result.offTime.length ? `loads thrown away: input at ${result.offTime.join(', ')}` : null,
    result.onControl ? null : 'NOT on the control',
    result.typedKept === false ? 'typed text NOT kept' : null,
  ].filter(Boolean);
  return `${Math.round(result.longest.duration)} ms ${result.longest.name}${under} [${notes.join(', ')}]`;
}

/** @param {{ log: (label: string, value: string) => void, browser?: import('@playwright/test').Browser }} options */
export default async function interaction({ log, browser: shared }) {
  const rounds = runsFromArgs(process.argv.slice(2));
  const executablePath = await chromiumOrExit();
  const browser = shared ?? (await chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
  // The measured loads: a browser without a driver's Runtime domain (scripts/lib/bareChromium.mjs).
  const bare = await launchBareChromium(executablePath, [...CHROMIUM_ARGS, ...BARE_ARGS]);
  try {
    await withBenchDeploy(async (hostUrl) => {
      log(
        `Event Timing, ${CPU_SLOWDOWN}x CPU, phone 412x823 touch, fresh load each`,
        `longest event after the input (target ≤ ${EVENT_TARGET_MS} ms), ${rounds} rounds`,
      );
      // Every probe of every route once per round (interleaved, like the Lighthouse runs), so
      // that a busy moment of the machine lands on one load of many probes, not on all loads of one.
      const routes = [];
      for (const route of config.routes) {
        const url = hostUrl + route.path;
        const places = await locateControls(browser, url);
        const probes = CONTROLS.filter((control) => places[control.id]).flatMap((control) =>
          DELAYS_MS.map((delayMs) => ({
            control,
            delayMs,
            point: places[control.id],
            durations: /** @type {number[]} */ ([]),
          })),
        );
        routes.push({ path: route.path, url, probes });
      }
      for (let round = 1; round <= rounds; round++) {
        for (const route of routes) {
          for (const entry of route.probes) {
            const result = await probe(bare, route.url, entry.control, entry.point, entry.delayMs);
            if (result.longest) entry.durations.push(result.longest.duration);
            log(
              `  ${route.path} ${entry.control.label}, paint + ${entry.delayMs} ms (${round}/${rounds})`,
              describe(result),
            );
          }
        }
      }
      const figure = ({ median, min, max, count }) =>
        `${Math.round(median)} ms (${Math.round(min)}–${Math.round(max)}, ${count} load${count > 1 ? 's' : ''})`;
      const judged = routes.map((route) => ({ path: route.path, ...worstProbeByMedian(route.probes) }));
      log('median per probe', '');
      for (const route of judged) {
        for (const { probe: entry, summary } of route.summaries) {
          log(
            `  ${route.path} ${entry.control.label}, paint + ${entry.delayMs} ms`,
            summary.count ? figure(summary) : 'not measured',
          );
        }
      }
      log('longest event per route (the probe with the longest median)', '');
      for (const { path, worst, missing } of judged) {
        const gaps = missing ? ` (${missing} probe${missing > 1 ? 's' : ''} not measured)` : '';
        if (!worst) {
          log(`  ${path}`, `no event measured${gaps}`);
          continue;
        }
        log(
          `  ${path}`,
          `${figure(worst.summary)} ${worst.probe.control.label}, paint + ${worst.probe.delayMs} ms: ${worst.summary.median <= EVENT_TARGET_MS ? 'met' : 'MISSED'}${gaps}`,
        );
      }
    });
  } finally {
    await bare.close();
    if (!shared) await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await interaction({ log: (label, value) => console.log(`  ${label.padEnd(48)} ${value}`) });
}
