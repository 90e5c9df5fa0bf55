// The bench's statistics, kept apart from the browser work so they are unit-tested
// (scripts/test/benchStats.test.ts): median and spread of repeated runs, the rules that
// throw a run away, the targets of issue 19 and the check of a median against them, the
// run count taken from the command line, and the longest event of an interaction probe.
import { parseArgs } from 'node:util';

/**
 * @typedef {{ scores: Record<string, number>, metrics: Record<string, number>,
 *   mainThread: { scriptEvaluation: number, styleLayout: number }, benchmarkIndex: number }} LighthouseRun
 * @typedef {{ median: number, min: number, max: number, count: number }} Summary
 * @typedef {{ key: string, atLeast?: number, atMost?: number, decimals?: number, remoteOnly?: boolean }} Target
 */

export const DEFAULT_RUNS = 5;

/**
 * The middle of the sorted values (the mean of the two middles for an even count).
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The width of the range the values fall in (max minus min).
 * @param {number[]} values
 * @returns {number}
 */
export function spread(values) {
  return Math.max(...values) - Math.min(...values);
}

/**
 * Median and range of a list of figures; `count` says how many runs it stands on.
 * @param {number[]} values
 * @returns {Summary}
 */
export function summarise(values) {
  if (values.length === 0) return { median: NaN, min: NaN, max: NaN, count: 0 };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), count: values.length };
}

/**
 * `--runs N` or `--runs=N` (a positive integer), else `fallback`. Other arguments (`--only=`,
 * `--no-build`) are left to whoever reads them.
 * @param {string[]} argv
 * @param {number} [fallback]
 * @returns {number}
 */
export function runsFromArgs(argv, fallback = DEFAULT_RUNS) {
  const { values } = parseArgs({ args: argv, options: { runs: { type: 'string' } }, strict: false });
  if (values.runs === undefined) return fallback;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive integer, not "${values.runs}"`);
  return runs;
}

/**
 * The figures a Lighthouse run of a page is judged on, and where each comes from. Script
 * evaluation and style/layout are the `mainthread-work-breakdown` audit's groups
 * `scriptEvaluation` and `styleLayout`: main-thread time over the whole load, multiplied by
 * the simulated CPU slowdown (4x on mobile), as Lighthouse itself reports them.
 */
export const LIGHTHOUSE_FIGURES = [
  { key: 'performance', label: 'perf', unit: 'score', pick: (run) => run.scores.performance },
  { key: 'fcp', label: 'FCP', unit: 's', pick: (run) => run.metrics.fcp },
  { key: 'lcp', label: 'LCP', unit: 's', pick: (run) => run.metrics.lcp },
  { key: 'tbt', label: 'TBT', unit: 'ms', pick: (run) => run.metrics.tbt },
  { key: 'cls', label: 'CLS', unit: 'cls', pick: (run) => run.metrics.cls },
  { key: 'scriptEvaluation', label: 'script eval', unit: 'ms', pick: (run) => run.mainThread.scriptEvaluation },
  { key: 'styleLayout', label: 'style/layout', unit: 'ms', pick: (run) => run.mainThread.styleLayout },
];

/**
 * Issue 19's targets, checked on the median. Script evaluation is a target on the remote
 * routes only; CLS counts as 0 when it rounds to 0.000, as Lighthouse prints it.
 */
export const LIGHTHOUSE_TARGETS = [
  { key: 'performance', atLeast: 99 },
  { key: 'fcp', atMost: 1200 },
  { key: 'lcp', atMost: 1500 },
  { key: 'tbt', atMost: 50 },
  { key: 'cls', atMost: 0, decimals: 3 },
  { key: 'scriptEvaluation', atMost: 400, remoteOnly: true },
  { key: 'styleLayout', atMost: 250 },
];

/**
 * The longest event a visitor may wait for after a tap or a key press (Event Timing duration) at
 * 4x CPU: a frame or two (issue 33; issue 19 had 100 ms).
 */
export const EVENT_TARGET_MS = 64;

/**
 * The targets that apply to a page (`remote`: a route whose section is a remote's).
 * @param {{ remote: boolean }} route
 * @returns {Target[]}
 */
export function targetsFor({ remote }) {
  return LIGHTHOUSE_TARGETS.filter((target) => !target.remoteOnly || remote);
}

/**
 * Whether `value` meets `target` (rounded to `target.decimals` first when it has them).
 * @param {Target} target
 * @param {number} value
 * @returns {boolean}
 */
export function meets(target, value) {
  if (!Number.isFinite(value)) return false;
  const factor = 10 ** (target.decimals ?? 0);
  const compared = target.decimals === undefined ? value : Math.round(value * factor) / factor;
  return target.atLeast !== undefined ? compared >= target.atLeast : compared <= (target.atMost ?? Infinity);
}

/**
 * Each applicable target checked on the median: { key, limit, median, met }.
 * @param {Record<string, Summary>} summaries
 * @param {{ remote: boolean }} route
 * @returns {{ key: string, limit: number, comparison: '>=' | '<=', median: number, met: boolean }[]}
 */
export function checkTargets(summaries, route) {
  return targetsFor(route).map((target) => ({
    key: target.key,
    limit: target.atLeast ?? target.atMost ?? NaN,
    comparison: /** @type {'>=' | '<='} */ (target.atLeast !== undefined ? '>=' : '<='),
    median: summaries[target.key]?.median ?? NaN,
    met: meets(target, summaries[target.key]?.median ?? NaN),
  }));
}

/**
 * Why a Lighthouse attempt cannot count, or null when it can: it threw (a runtime error such
 * as NO_FCP, a crashed browser, a timeout) or it returned no value for one of the figures.
 * @param {{ error?: string, run?: LighthouseRun }} attempt
 * @returns {string | null}
 */
export function discardReason(attempt) {
  if (attempt.error) return `Lighthouse failed: ${attempt.error}`;
  const missing = LIGHTHOUSE_FIGURES.filter((figure) => !Number.isFinite(figure.pick(attempt.run))).map(
    (figure) => figure.label,
  );
  return missing.length ? `no value for ${missing.join(', ')}` : null;
}

/**
 * Median and range of every figure over the runs that were kept.
 * @param {LighthouseRun[]} runs
 * @returns {Record<string, Summary>}
 */
export function summariseRuns(runs) {
  return Object.fromEntries(LIGHTHOUSE_FIGURES.map((figure) => [figure.key, summarise(runs.map(figure.pick))]));
}

/**
 * Where an Event Timing entry's duration went: input delay (from the input's time to its first
 * handler: the task it waited for, and the way from the touchscreen to the page), the handlers,
 * and from their end to the next frame presented (style, layout, paint, raster, the compositor).
 * Null for an entry without them (a probe's own record, not Event Timing).
 * @param {{ startTime?: number, duration: number, processingStart?: number, processingEnd?: number }} entry
 * @returns {{ inputDelay: number, handlers: number, toPaint: number } | null}
 */
export function eventPhases(entry) {
  const { startTime, duration, processingStart, processingEnd } = entry;
  if (startTime === undefined || processingStart === undefined || processingEnd === undefined) return null;
  // Event Timing rounds duration to 8 ms: the frame can seem to come before the handlers ended.
  return {
    inputDelay: processingStart - startTime,
    handlers: processingEnd - processingStart,
    toPaint: Math.max(0, startTime + duration - processingEnd),
  };
}

/**
 * The longest of a page load's Event Timing entries ({ name, duration, interactionId? }), or null
 * when there is none. The events of one tap (pointerover, pointerdown, click...) end in the same
 * frame and share a duration: of equals, one that counts as an interaction (interactionId > 0:
 * pointerup, click, keydown...) names it, else the first.
 * @template {{ duration: number, interactionId?: number }} T
 * @param {T[]} entries
 * @returns {T | null}
 */
export function longestEvent(entries) {
  const isInteraction = (entry) => (entry.interactionId ?? 0) > 0;
  return entries.reduce((/** @type {T | null} */ longest, entry) => {
    if (!longest || entry.duration > longest.duration) return entry;
    if (entry.duration === longest.duration && isInteraction(entry) && !isInteraction(longest)) return entry;
    return longest;
  }, null);
}

/**
 * A route's probes judged like Lighthouse's figures: each probe (a control at a time after
 * paint) is summarised over its loads, and the route's figure is the probe with the longest
 * median. Probes without a measured load are counted apart. `probes`: [{ durations: number[],
 * ...what names it }]; returns { summaries (in order, each { probe, summary }), worst, missing }.
 * @template {{ durations: number[] }} P
 * @param {P[]} probes
 * @returns {{ summaries: { probe: P, summary: Summary }[], worst: { probe: P, summary: Summary } | null, missing: number }}
 */
export function worstProbeByMedian(probes) {
  const summaries = probes.map((probe) => ({ probe, summary: summarise(probe.durations) }));
  const measured = summaries.filter(({ summary }) => summary.count > 0);
  const worst = measured.reduce(
    (/** @type {{ probe: P, summary: Summary } | null} */ max, entry) =>
      !max || entry.summary.median > max.summary.median ? entry : max,
    null,
  );
  return { summaries, worst, missing: summaries.length - measured.length };
}

/**
 * The phones a bench's CPU slowdown stands for, by their Lighthouse benchmarkIndex, as DevTools
 * calibrates its CPU throttling presets: a mid-tier phone ≈ 1000, a low-tier one ≈ 264 (issue 44).
 * The targets are stated for the mid-tier phone; low-tier figures are reported beside them.
 */
export const DEVICE_BENCHMARK_INDEX = { 'mid-tier': 1000, 'low-tier': 264 };

/**
 * The CPU throttling rate that makes this machine as fast as `device`: its benchmarkIndex over the
 * device's (never below 1: a machine slower than the phone runs unthrottled), so that a fast and a
 * slow machine measure the same phone.
 * @param {number} benchmarkIndex  this machine's, measured in the bench's browser
 * @param {keyof typeof DEVICE_BENCHMARK_INDEX} device
 * @returns {number}
 */
export function calibratedCpuRate(benchmarkIndex, device) {
  const target = DEVICE_BENCHMARK_INDEX[device];
  if (target === undefined)
    throw new Error(`unknown device "${device}" (${Object.keys(DEVICE_BENCHMARK_INDEX).join(', ')})`);
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  return Math.max(1, benchmarkIndex / target);
}

/**
 * The CPU slowdown a bench runs at, from its command line: `--device mid-tier|low-tier` (repeatable;
 * calibrated to the machine's benchmarkIndex each round; `fallback` when absent) or `--cpu N` (a fixed
 * rate, as the benches had before calibration; then no device).
 * @param {string[]} argv
 * @param {(keyof typeof DEVICE_BENCHMARK_INDEX)[]} [fallback]
 * @returns {{ devices: (keyof typeof DEVICE_BENCHMARK_INDEX)[], fixedRate: number | null }}
 */
export function cpuFromArgs(argv, fallback = ['mid-tier']) {
  const { values } = parseArgs({
    args: argv,
    options: { device: { type: 'string', multiple: true }, cpu: { type: 'string' } },
    strict: false,
  });
  if (values.cpu !== undefined) {
    const rate = Number(values.cpu);
    if (!Number.isFinite(rate) || rate < 1) throw new Error(`--cpu takes a rate of 1 or more, not "${values.cpu}"`);
    if (values.device?.length) throw new Error('--cpu and --device exclude each other');
    return { devices: [], fixedRate: rate };
  }
  const devices = /** @type {string[]} */ (values.device ?? fallback);
  for (const device of devices) {
    if (!(device in DEVICE_BENCHMARK_INDEX))
      throw new Error(`--device takes ${Object.keys(DEVICE_BENCHMARK_INDEX).join(' or ')}, not "${device}"`);
  }
  return { devices: /** @type {(keyof typeof DEVICE_BENCHMARK_INDEX)[]} */ ([...new Set(devices)]), fixedRate: null };
}

/**
 * How a figure's CPU is printed beside it: `mid-tier (benchmarkIndex 2264 → 2.26x)` or `4x (fixed)`.
 * @param {{ device: string | null, benchmarkIndex: number, rate: number }} cpu
 * @returns {string}
 */
export function describeCpu({ device, benchmarkIndex, rate }) {
  const shown = `${rate.toFixed(2)}x CPU`;
  return device ? `${device} (benchmarkIndex ${Math.round(benchmarkIndex)} → ${shown})` : `${shown} (fixed)`;
}

/**
 * The hops of the header, in its order and back: `/` → `/skills` → … → the last → `/`, then each
 * of them the other way.
 * @param {string[]} paths  the header's routes, in its order
 * @returns {{ from: string, to: string }[]}
 */
export function headerHops(paths) {
  const along = paths.map((from, index) => ({ from, to: paths[(index + 1) % paths.length] }));
  return [...along, ...along.map(({ from, to }) => ({ from: to, to: from }))];
}
