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
// Two more probes (issue 33): a tap on a link of the header's menu a second after paint (client-side
// navigation: from the tap to the first frame after the one that shows the next route's h1), and on
// /projects a scroll through the projects stack (wheel; frames dropped: animation frames that
// did not come while it scrolled). Every probe's median (min–max) ends in one table, met or missed
// against its target, with the machine's Lighthouse benchmarkIndex measured in the same browser,
// and for a tap where its time went (medians of the longest event's phases, eventPhases): input
// delay (the task it waited for, and the way from the touchscreen to the page) and from the
// handlers' end to the frame presented. A tap is sent as a touchscreen sends it, the moment it is
// due (`tap`: touch emulation of a mouse press, decision 0020); the field probe types once the
// field has focus, as a visitor who sees the caret. The theme tap is
// answered by the toggle in its own frame and by the whole page in the next (decision 0013): its
// last column, reported and not judged, is when the page showed the new theme (from the tap to the
// first frame after the one that shows it, as the link probe's).
//
// Uses nginx on 8080-8083 (scripts/lib/benchDeploy.mjs): run it under the e2e lock.
// `node scripts/bench/interaction.mjs` runs it alone against the current build; `--route /contact`
// and `--probe theme` (each may be repeated) run only those routes and probes
// (menu, theme, field, link, scroll).
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import {
  EVENT_TARGET_MS,
  eventPhases,
  longestEvent,
  median,
  runsFromArgs,
  summarise,
  worstProbeByMedian,
} from '../lib/benchStats.mjs';
import {
  BENCH_CPU_SLOWDOWN as CPU_SLOWDOWN,
  BENCH_PHONE as PHONE,
  launchBareChromium,
  monotonicMs,
  openPhonePage,
  sleepUntil,
  tap,
  watchLifecycle,
} from '../lib/bareChromium.mjs';
import { CHROMIUM_ARGS, chromiumOrExit } from '../lib/findChromium.mjs';

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

/** The link probe's tap comes this long after first paint (the page is up), the menu opened before it. */
const LINK_DELAY_MS = 1000;
const MENU_OPEN_MS = 400;
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
 * What a probe taps: one of CONTROLS (`find` locates it, `tapped` says whether a recorded pointerdown
 * target is it, `type` types into it), the menu link (`kind: 'link'`) or the scroll of /projects
 * (`kind: 'scroll'`, its figure in `unit`).
 * @typedef {object} Control
 * @property {string} id
 * @property {string} label
 * @property {'link' | 'scroll'} [kind]
 * @property {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} [find]
 * @property {(target: Record<string, unknown>) => boolean} [tapped]
 * @property {boolean} [type]
 * @property {string} [linkLabel]
 * @property {string} [unit]
 */
/**
 * A control at one time after paint, tapped at `point`; `target` is the budget its figure is held to
 * (null: reported, not judged); `durations` are its measured loads, `phases` where their time went,
 * `recoloured` (the theme toggle) when the whole page showed the new theme.
 * @typedef {{ control: Control, delayMs: number, point: { x: number, y: number }, target: number | null, durations: number[], phases: NonNullable<ReturnType<typeof eventPhases>>[], recoloured: number[] }} Probe
 */

/**
 * Runs in the page before its own scripts: keeps every Event Timing entry, and what each
 * pointerdown landed on (the button's name, or the form of a field) and when, read as it happens, since
 * a control may change its name or replace its icon once tapped.
 */
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
      const link = element?.closest('a[href]');
      if (element?.closest('[data-theme-toggle]')) {
        // The theme probe's second figure: the page takes the new theme (the toggle answers in the
        // tap's own frame, the page in the next).
        const before = document.documentElement.dataset.theme;
        const recolour = { at: event.timeStamp, shownAt: null, drawnAt: null };
        window.__probeRecolour = recolour;
        watchUntilShown(recolour, () => document.documentElement.dataset.theme !== before);
      }
      if (link) {
        // The link probe: another h1 is shown.
        const before = document.querySelector('h1')?.textContent;
        const nav = { at: event.timeStamp, link: link.textContent.trim(), shownAt: null, drawnAt: null };
        window.__probeNav = nav;
        watchUntilShown(nav, () => {
          const h1 = document.querySelector('h1')?.textContent;
          return !!h1 && h1 !== before;
        });
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
      seen.push({
        name: entry.name,
        entryType: entry.entryType,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
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

/** The centre of a locator's box when it is on the phone's screen, else null. */
async function centreOnScreen(locator) {
  const box = (await locator.count()) > 0 ? await locator.first().boundingBox() : null;
  const onScreen = box && box.y >= 0 && box.y + box.height <= PHONE.viewport.height && box.width > 0;
  return onScreen ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
}

/**
 * Where each control is on a phone screen, from a settled load; null when the route has none.
 * `link`: the menu button and, in the opened menu, the link to `linkLabel`.
 */
async function locateControls(browser, url, linkLabel) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const places = {};
    for (const control of CONTROLS) places[control.id] = await centreOnScreen(control.find(page));
    places.link = null;
    if (places.menu) {
      await page.mouse.click(places.menu.x, places.menu.y);
      await page.waitForTimeout(MENU_OPEN_MS);
      const link = await centreOnScreen(
        page.locator('#mobile-menu').getByRole('link', { name: linkLabel, exact: true }),
      );
      if (link) places.link = { menu: places.menu, link };
    }
    return places;
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
    nav: window.__probeNav ?? null,
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
 * One fresh load (its own browser context: no cache, no storage): the control's input at first
 * paint + delayMs, timed from the paint's own timestamp once the paint is reported (never
 * before: a paint time predicted from earlier loads varied by hundreds of ms under load, and an
 * input before the paint measures something else); its Event Timing entries.
 */
async function probeOnce(bare, url, control, point, delayMs) {
  let opened = null;
  let lifecycle = null;
  try {
    opened = await openPhonePage(bare);
    const { page, post, sessionId } = opened;
    await page('Page.setLifecycleEventsEnabled', { enabled: true });
    await page('Page.addScriptToEvaluateOnNewDocument', { source: `(${recordEventTiming})()` });
    lifecycle = watchLifecycle(bare, sessionId);
    const loaded = lifecycle.when('load');
    await page('Page.navigate', { url });
    const painted = await lifecycle.when('firstPaint');
    if (control.kind === 'scroll') return await scrollOnce(page, painted, point, delayMs, loaded);
    if (control.kind === 'link') {
      await sleepUntil(painted.ms + delayMs - MENU_OPEN_MS);
      tap(post, point.menu);
      await sleepUntil(painted.ms + delayMs);
      tap(post, point.link);
    } else {
      await sleepUntil(painted.ms + delayMs);
      tap(post, point);
    }
    if (control.type) {
      await page('Runtime.evaluate', { expression: 'window.__probeFieldFocused', awaitPromise: true });
      await typeLetters(page, TYPED);
    }
    await loaded;
    await sleep(control.kind === 'link' ? SETTLE_MS * 2 : SETTLE_MS);
    const read = await page('Runtime.evaluate', { expression: READ_RECORD, returnByValue: true });
    if (read.exceptionDetails) throw new Error(`reading the page: ${read.exceptionDetails.text}`);
    const { entries, targets, firstPaint, typed, nav, recolour } = read.result.value;
    if (control.kind === 'link') {
      const shown = nav && nav.drawnAt !== null;
      return {
        entries,
        longest: shown ? { name: `${nav.link} shown`, duration: nav.drawnAt - nav.at } : null,
        offsetMs: nav && firstPaint !== null ? nav.at - firstPaint : NaN,
        onControl: !!nav && nav.link === control.linkLabel,
        typedKept: null,
        recolourMs: null,
        lagMs: painted.receivedMs - painted.ms,
      };
    }
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
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    lifecycle?.stop();
    await opened?.close();
  }
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

/** One load's line: its figure, and where the time went (`phases`: eventPhases of its longest event, or null). */
function describe(result, control, phases) {
  if (result.error) return `not measured (${result.error})`;
  if (!result.longest) return control.kind === 'link' ? 'next route not shown' : 'no event reported';
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

/** Lighthouse's benchmarkIndex of this machine now, measured as Lighthouse does: in a page, unthrottled. */
async function benchmarkIndex(bare) {
  const { browserContextId } = await bare.send('Target.createBrowserContext');
  try {
    const { targetId } = await bare.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await bare.send('Target.attachToTarget', { targetId, flatten: true });
    const read = await bare.send(
      'Runtime.evaluate',
      { expression: `(${pageFunctions.computeBenchmarkIndex})()`, returnByValue: true },
      sessionId,
    );
    return read.result?.value ?? NaN;
  } finally {
    await bare.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/** `--route /path` and `--probe id`, each repeatable; empty lists mean all. */
function filtersFromArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { route: { type: 'string', multiple: true }, probe: { type: 'string', multiple: true } },
    strict: false,
  });
  return { routes: values.route ?? [], probes: values.probe ?? [] };
}

/** The probes of one route, in order: each control at each time, the menu link, the scroll of /projects. */
/** @returns {Probe[]} */
function probesFor(route, places, next) {
  /** @type {Omit<Probe, 'durations' | 'phases' | 'recoloured'>[]} */
  const probes = CONTROLS.filter((control) => places[control.id]).flatMap((control) =>
    DELAYS_MS.map((delayMs) => ({ control, delayMs, point: places[control.id], target: EVENT_TARGET_MS })),
  );
  if (places.link) {
    /** @type {Control} */
    const control = { id: 'link', kind: 'link', label: `tap menu link ${next.label}`, linkLabel: next.label };
    probes.push({ control, delayMs: LINK_DELAY_MS, point: places.link, target: null });
  }
  if (route.remote === 'projects') {
    /** @type {Control} */
    const control = { id: 'scroll', kind: 'scroll', label: 'scroll through the stack', unit: 'frames dropped' };
    const point = { x: PHONE.viewport.width / 2, y: PHONE.viewport.height * 0.7 };
    probes.push({ control, delayMs: SCROLL.delayMs, point, target: null });
  }
  return probes.map((entry) => ({ ...entry, durations: [], phases: [], recoloured: [] }));
}

/** @param {{ log: (label: string, value: string) => void, browser?: import('@playwright/test').Browser }} options */
export default async function interaction({ log, browser: shared }) {
  const argv = process.argv.slice(2);
  const rounds = runsFromArgs(argv);
  const only = filtersFromArgs(argv);
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
      const pages = config.routes.filter((route) => route.label);
      for (const [index, route] of pages.entries()) {
        if (only.routes.length && !only.routes.includes(route.path)) continue;
        const url = hostUrl + route.path;
        const next = pages[(index + 1) % pages.length];
        const places = await locateControls(browser, url, next.label);
        const probes = probesFor(route, places, next).filter(
          (entry) => !only.probes.length || only.probes.includes(entry.control.id),
        );
        routes.push({ path: route.path, url, probes });
      }
      const indexes = [];
      for (let round = 1; round <= rounds; round++) {
        indexes.push(await benchmarkIndex(bare));
        for (const route of routes) {
          for (const entry of route.probes) {
            const result = await probe(bare, route.url, entry.control, entry.point, entry.delayMs);
            const phases = result.longest ? eventPhases(result.longest) : null;
            if (result.longest && result.onControl) {
              entry.durations.push(result.longest.duration);
              if (phases) entry.phases.push(phases);
              if (typeof result.recolourMs === 'number') entry.recoloured.push(result.recolourMs);
            }
            log(
              `  ${route.path} ${entry.control.label}, paint + ${entry.delayMs} ms (${round}/${rounds})`,
              describe(result, entry.control, phases),
            );
          }
        }
      }
      printTable(log, routes, summarise(indexes.filter(Number.isFinite)), rounds);
    });
  } finally {
    await bare.close();
    if (!shared) await browser.close();
  }
}

/**
 * One table: every probe's median (min–max) over its loads, met or missed; then the worst tap per route.
 * @param {(label: string, text: string) => void} log
 * @param {{ path: string, url: string, probes: Probe[] }[]} routes
 * @param {import('../lib/benchStats.mjs').Summary} index  this machine's benchmarkIndex over the rounds
 * @param {number} rounds
 */
function printTable(log, routes, index, rounds) {
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
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  console.log(
    `\ninteraction probe, ${CPU_SLOWDOWN}x CPU; benchmarkIndex ${Math.round(index.median)} (${Math.round(index.min)}–${Math.round(index.max)}, once per round)`,
  );
  for (const [number, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`);
    if (number === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  }
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await interaction({ log: (label, value) => console.log(`  ${label.padEnd(48)} ${value}`) });
}
