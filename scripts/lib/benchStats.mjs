// The benches' statistics and arguments, apart from the browser work so that they are unit-tested.
import { parseArgs } from 'node:util';
import { localePathOf } from '../../shared/build/localePaths.mjs';

/**
 * @typedef {{ scores: Record<string, number>, metrics: Record<string, number>,
 *   mainThread: { scriptEvaluation: number, styleLayout: number }, benchmarkIndex: number }} LighthouseRun
 * @typedef {{ median: number, min: number, max: number, count: number }} Summary
 * @typedef {{ key: string, atLeast?: number, atMost?: number, decimals?: number, remoteOnly?: boolean }} Target
 */

const DEFAULT_RUNS = 5;

/** The middle of the sorted values (the mean of the two middles for an even count). @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Max minus min. @param {number[]} values */
export function spread(values) {
  return Math.max(...values) - Math.min(...values);
}

/** Median and range; `count` says how many runs it stands on. @param {number[]} values @returns {Summary} */
export function summarise(values) {
  if (values.length === 0) return { median: NaN, min: NaN, max: NaN, count: 0 };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), count: values.length };
}

/** `--runs N` (a positive integer), else `fallback`; other arguments are left alone. @param {string[]} argv */
export function runsFromArgs(argv, fallback = DEFAULT_RUNS) {
  const { values } = parseArgs({ args: argv, options: { runs: { type: 'string' } }, strict: false });
  if (values.runs === undefined) return fallback;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive integer, not "${values.runs}"`);
  return runs;
}

/** The figures a Lighthouse run is judged on; script evaluation and style/layout are `mainthread-work-breakdown`'s groups. */
export const LIGHTHOUSE_FIGURES = [
  { key: 'performance', label: 'perf', unit: 'score', pick: (run) => run.scores.performance },
  { key: 'fcp', label: 'FCP', unit: 's', pick: (run) => run.metrics.fcp },
  { key: 'lcp', label: 'LCP', unit: 's', pick: (run) => run.metrics.lcp },
  { key: 'tbt', label: 'TBT', unit: 'ms', pick: (run) => run.metrics.tbt },
  { key: 'cls', label: 'CLS', unit: 'cls', pick: (run) => run.metrics.cls },
  { key: 'scriptEvaluation', label: 'script eval', unit: 'ms', pick: (run) => run.mainThread.scriptEvaluation },
  { key: 'styleLayout', label: 'style/layout', unit: 'ms', pick: (run) => run.mainThread.styleLayout },
];

/** Targets, checked on the median; script evaluation on remote routes only; CLS rounded as Lighthouse prints it. */
const LIGHTHOUSE_TARGETS = [
  { key: 'performance', atLeast: 99 },
  { key: 'fcp', atMost: 1200 },
  { key: 'lcp', atMost: 1500 },
  { key: 'tbt', atMost: 50 },
  { key: 'cls', atMost: 0, decimals: 3 },
  { key: 'scriptEvaluation', atMost: 400, remoteOnly: true },
  { key: 'styleLayout', atMost: 250 },
];

/** The longest a tap or key press may wait for its next paint (Event Timing duration): a frame or two. */
export const EVENT_TARGET_MS = 64;

/** The targets that apply to a page. @param {{ remote: boolean }} route @returns {Target[]} */
export function targetsFor({ remote }) {
  return LIGHTHOUSE_TARGETS.filter((target) => !target.remoteOnly || remote);
}

/** Whether `value` (rounded to `target.decimals` when given) meets it. @param {Target} target @param {number} value */
export function meets(target, value) {
  if (!Number.isFinite(value)) return false;
  const factor = 10 ** (target.decimals ?? 0);
  const compared = target.decimals === undefined ? value : Math.round(value * factor) / factor;
  return target.atLeast !== undefined ? compared >= target.atLeast : compared <= (target.atMost ?? Infinity);
}

/**
 * Each applicable target checked on the median.
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

/** Why a Lighthouse attempt cannot count (it threw, or a figure has no value), or null. @param {{ error?: string, run?: LighthouseRun }} attempt */
export function discardReason(attempt) {
  if (attempt.error) return `Lighthouse failed: ${attempt.error}`;
  const missing = LIGHTHOUSE_FIGURES.filter((figure) => !Number.isFinite(figure.pick(attempt.run))).map(
    (figure) => figure.label,
  );
  return missing.length ? `no value for ${missing.join(', ')}` : null;
}

/** Every figure's median and range. @param {LighthouseRun[]} runs @returns {Record<string, Summary>} */
export function summariseRuns(runs) {
  return Object.fromEntries(LIGHTHOUSE_FIGURES.map((figure) => [figure.key, summarise(runs.map(figure.pick))]));
}

/**
 * Where an Event Timing entry's duration went: input delay, handlers, and on to the frame; null for a probe's own record.
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
 * The longest Event Timing entry, or null; of equals, one with an interactionId names the tap.
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
 * A route's probes, each summarised over its loads; the route's figure is the longest median.
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

/** The phones a CPU slowdown stands for, by Lighthouse benchmarkIndex, as DevTools calibrates its presets. */
const DEVICE_BENCHMARK_INDEX = { 'mid-tier': 1000, 'low-tier': 264 };

/**
 * The CPU throttling rate that makes this machine as fast as `device` (never below 1).
 * @param {number} benchmarkIndex
 * @param {keyof typeof DEVICE_BENCHMARK_INDEX} device
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
 * `--device mid-tier|low-tier` (repeatable, calibrated each round; `fallback` when absent) or `--cpu N` (fixed).
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
 * `mid-tier (benchmarkIndex 2264 → 2.26x CPU)` or `4.00x CPU (fixed)`.
 * @param {{ device: string | null, benchmarkIndex: number, rate: number }} cpu
 */
export function describeCpu({ device, benchmarkIndex, rate }) {
  const shown = `${rate.toFixed(2)}x CPU`;
  return device ? `${device} (benchmarkIndex ${Math.round(benchmarkIndex)} → ${shown})` : `${shown} (fixed)`;
}

/** The header's hops in its order (the last back to the first), then each the other way. @param {string[]} paths */
export function headerHops(paths) {
  const along = paths.map((from, index) => ({ from, to: /** @type {string} */ (paths[(index + 1) % paths.length]) }));
  return [...along, ...along.map(({ from, to }) => ({ from: to, to: from }))];
}

/**
 * Hops of headerHops in a language: both paths under the language's segment, `link` the name of the
 * header link to click (the target route's label in that language, apps.json `translations`) and `page`
 * the hop as headerHops gave it.
 * @param {{ from: string, to: string }[]} hops
 * @param {string} locale
 * @param {{ routes: { path: string, label?: string, translations?: Record<string, { label?: string }> }[], locales: string[] }} appsConfig
 */
export function hopsIn(hops, locale, { routes, locales }) {
  const labelOf = (path) => {
    const route = routes.find((candidate) => candidate.path === path);
    return route?.translations?.[locale]?.label ?? route?.label;
  };
  return hops.map((page) => ({
    from: localePathOf(page.from, locale, locales),
    to: localePathOf(page.to, locale, locales),
    link: labelOf(page.to),
    page,
  }));
}

/**
 * `--locale de`, `--locale en,de` or the option repeated: the languages to run, each one of `locales`; the
 * first language unless told.
 * @param {string[]} argv
 * @param {string[]} locales
 * @returns {string[]}
 */
export function localesFromArgs(argv, locales) {
  const { values } = parseArgs({ args: argv, options: { locale: { type: 'string', multiple: true } }, strict: false });
  const chosen = (values.locale ?? [locales[0]]).flatMap((value) => String(value).split(','));
  for (const locale of chosen)
    if (!locales.includes(locale))
      throw new Error(`--locale takes ${locales.join(', ')} or a list of them, not "${locale}"`);
  return [...new Set(chosen)];
}
