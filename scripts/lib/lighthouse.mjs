// Lighthouse 12 runs against the Chromium the project's lookup finds (findChromium.mjs), mobile or desktop,
// repeated and summarised as median and spread. Used by `npm run audit` and the bench.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, spread } from './benchStats.mjs';
import { CHROMIUM_ARGS, chromiumOrExit } from './findChromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  bytes: 'total-byte-weight',
};

/**
 * Main-thread time of one `mainthread-work-breakdown` group (`scriptEvaluation`, `styleLayout`...),
 * as the audit reports it: under simulated throttling, already multiplied by the CPU slowdown.
 * A group the page spent no time in is 0; an audit that failed gives NaN.
 * @param {{ details?: { items?: { group: string, duration: number }[] } } | undefined} audit
 * @param {string} group
 * @returns {number}
 */
export function mainThreadGroup(audit, group) {
  const items = audit?.details?.items;
  if (!Array.isArray(items)) return NaN;
  return items.filter((item) => item.group === group).reduce((total, item) => total + item.duration, 0);
}

/**
 * One Lighthouse run: category scores (0-100; NaN when Lighthouse gave none), metric values
 * (ms, bytes, CLS), main-thread time for script evaluation and style/layout, the machine's
 * `benchmarkIndex` measured by this run, and Lighthouse's own run warnings.
 * @param {string} url
 * @param {{ formFactor?: 'mobile' | 'desktop', categories?: string[] }} [options]
 * @returns {Promise<{ scores: Record<string, number>, metrics: Record<string, number>, failing: string[], mainThread: { scriptEvaluation: number, styleLayout: number }, benchmarkIndex: number, warnings: string[] }>}
 */
export async function lighthouseOnce(url, { formFactor = 'mobile', categories = CATEGORIES } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumOrExit(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-sync')],
  });
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse: no result');
    const lhr = result.lhr;
    // A run whose trace broke (NO_NAVSTART, NO_FCP...) has no figures: it is retried, not averaged.
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}`);
    const scores = Object.fromEntries(
      categories.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : NaN];
      }),
    );
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? NaN]),
    );
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    const breakdown = /** @type {Parameters<typeof mainThreadGroup>[0]} */ (lhr.audits['mainthread-work-breakdown']);
    const mainThread = {
      scriptEvaluation: mainThreadGroup(breakdown, 'scriptEvaluation'),
      styleLayout: mainThreadGroup(breakdown, 'styleLayout'),
    };
    const benchmarkIndex = lhr.environment?.benchmarkIndex ?? NaN;
    return { scores, metrics, failing, mainThread, benchmarkIndex, warnings: lhr.runWarnings ?? [] };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` good runs (a failed run is retried, at most `runs` extra times); each score and
 * metric summarised as { median, spread }; `failedRuns` says how many were thrown away.
 * @param {string} url
 * @param {{ runs?: number, formFactor?: 'mobile' | 'desktop', categories?: string[] }} [options]
 */
export async function lighthouseMedian(url, { runs = 3, ...options } = {}) {
  const results = [];
  let failedRuns = 0;
  while (results.length < runs && failedRuns <= runs) {
    try {
      results.push(await lighthouseOnce(url, options));
    } catch {
      failedRuns += 1;
    }
  }
  if (results.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  const summarise = (pick) => {
    const values = results.map(pick);
    return { median: median(values), spread: spread(values), values };
  };
  const keys = (object) => Object.keys(object);
  return {
    scores: Object.fromEntries(keys(results[0].scores).map((id) => [id, summarise((r) => r.scores[id])])),
    metrics: Object.fromEntries(keys(results[0].metrics).map((id) => [id, summarise((r) => r.metrics[id])])),
    failing: [...new Set(results.flatMap((r) => r.failing))],
    failedRuns,
  };
}
