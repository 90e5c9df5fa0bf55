// First paint on the nginx deploy: each route's first response (compressed size, the section's text in it), then
// Lighthouse mobile `--runs N` times (5) interleaved route by route with the floor (`/` without its scripts and
// styles), so a busy moment of the machine falls on every page alike: median (min–max) of each figure, the targets,
// benchmarkIndex per run, every run thrown away and why. Uses nginx on 8080-8084 (benchDeploy.mjs): run it under the
// e2e lock; `node scripts/bench/firstPaint.mjs [--runs N]` runs it alone against the current build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { withBenchDeploy } from '../lib/benchDeploy.mjs';
import {
  LIGHTHOUSE_FIGURES,
  checkTargets,
  discardReason,
  runsFromArgs,
  summarise,
  summariseRuns,
} from '../lib/benchStats.mjs';
import { timedGet } from '../lib/includeRig.mjs';
import { lighthouseOnce } from '../lib/lighthouse.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FLOOR_PATH = '/bench-floor.html';
/** Attempts per page and run: a thrown-away attempt is retried in place, so the interleaving holds. */
const ATTEMPTS = 3;
/** A phrase of each page's own section (a remote's section on its route), looked for in the raw HTML. */
const PHRASES = {
  '/': 'Simplicity is the soul of efficiency.',
  '/skills': 'Frontend Development',
  '/education': 'Higher Secondary Certificate (HSC)',
  '/projects': 'EventSphere',
  '/contact': 'Contact details',
};
const ROUTES = config.routes.map((route) => ({
  path: route.path,
  phrase: PHRASES[route.path],
  remote: Boolean(route.remote),
}));

/** The first response as a browser asks for it: compressed bytes on the wire and the decoded HTML. */
export async function firstResponse(url, encoding = 'br') {
  const { response, body, bytes } = await timedGet(url, { 'Accept-Encoding': encoding, Accept: 'text/html' });
  const coding = response.headers.get('content-encoding') ?? 'identity';
  return { status: response.status, coding, bytes, html: body };
}

/**
 * The floor: `/`'s pre-rendered HTML with every script, stylesheet and preload taken out, so
 * the same markup and text (same size) paints with nothing but the HTML. Precompressed like
 * the site's pages.
 */
export function floorPage(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(stylesheet|modulepreload|preload|manifest|icon|apple-touch-icon)"[^>]*>/g, '')
    .replace(/<!--#[\s\S]*?-->/g, '');
}

function writeFloor(prefix) {
  const html = floorPage(readFileSync(join(ROOT, 'host', 'dist', 'index.html'), 'utf8'));
  const file = join(prefix, 'sites', 'host', FLOOR_PATH.slice(1));
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

const FORMAT = {
  score: (value) => String(Math.round(value)),
  s: (value) => (value / 1000).toFixed(2),
  ms: (value) => String(Math.round(value)),
  cls: (value) => value.toFixed(3),
};
const UNIT_SUFFIX = { score: '', s: ' s', ms: ' ms', cls: '' };
const COLUMN_WIDTH = { score: 12, s: 17, ms: 15, cls: 20 };

/** "median (min–max)" in the figure's unit; "—" when no run was kept. */
function cell(summary, unit) {
  if (summary.count === 0) return '—'.padStart(COLUMN_WIDTH[unit]);
  const format = FORMAT[unit];
  const range = summary.count > 1 ? ` (${format(summary.min)}–${format(summary.max)})` : '';
  return `${format(summary.median)}${range}`.padStart(COLUMN_WIDTH[unit]);
}

function targetLine(checks) {
  const figureOf = (key) =>
    /** @type {(typeof LIGHTHOUSE_FIGURES)[number]} */ (LIGHTHOUSE_FIGURES.find((figure) => figure.key === key));
  const unitOf = (key) => figureOf(key).unit;
  const labelOf = (key) => figureOf(key).label;
  const shown = (key, value) => `${FORMAT[unitOf(key)](value)}${UNIT_SUFFIX[unitOf(key)]}`;
  const missed = checks
    .filter((check) => !check.met)
    .map((check) => {
      const median = Number.isFinite(check.median) ? shown(check.key, check.median) : 'no value';
      const wanted = `${check.comparison === '>=' ? '≥' : '≤'} ${shown(check.key, check.limit)}`;
      return `${labelOf(check.key)} ${median} (target ${wanted})`;
    });
  const met = checks.filter((check) => check.met).map((check) => labelOf(check.key));
  return `${missed.length ? `MISSED ${missed.join(', ')}; ` : ''}met: ${met.join(', ') || 'none'}`;
}

/** One Lighthouse attempt, never throwing: { run } or { error }. */
async function attempt(url) {
  try {
    return { run: await lighthouseOnce(url, { categories: ['performance'] }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/**
 * `runs` rounds over every page (routes, then the floor). Returns the kept runs per page and every
 * attempt thrown away, with its reason.
 */
async function lighthouseRounds(hostUrl, pages, runs, log) {
  const kept = new Map(pages.map((page) => [page.path, []]));
  const thrownAway = [];
  for (let round = 1; round <= runs; round++) {
    const started = performance.now();
    for (const page of pages) {
      for (let tries = 1; tries <= ATTEMPTS; tries++) {
        const outcome = await attempt(hostUrl + page.path);
        const reason = discardReason(outcome);
        if (!reason) {
          kept.get(page.path).push({ ...outcome.run, round });
          break;
        }
        thrownAway.push({ path: page.path, round, tries, reason });
      }
    }
    log(`  run ${round}/${runs} done`, `${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return { kept, thrownAway };
}

/** The Lighthouse part: figures per page, targets, benchmarkIndex, runs thrown away. */
async function lighthouseFigures(hostUrl, runs, log) {
  /** @type {{ path: string, remote: boolean, floor?: boolean }[]} */
  const pages = [...ROUTES, { path: FLOOR_PATH, remote: false, floor: true }];
  const { kept, thrownAway } = await lighthouseRounds(hostUrl, pages, runs, log);
  log(`Lighthouse 12 mobile (simulated), median (min–max) of ${runs} interleaved run${runs > 1 ? 's' : ''}`, '');
  const header = LIGHTHOUSE_FIGURES.map((figure) =>
    `${figure.label}${UNIT_SUFFIX[figure.unit]}`.padStart(COLUMN_WIDTH[figure.unit]),
  ).join(' ');
  console.log(`  ${'page'.padEnd(22)} ${header}`);
  for (const page of pages) {
    const runsKept = kept.get(page.path);
    const summaries = summariseRuns(runsKept);
    const cells = LIGHTHOUSE_FIGURES.map((figure) => cell(summaries[figure.key], figure.unit)).join(' ');
    const name = page.floor ? 'floor (static /)' : page.path;
    console.log(
      `  ${name.padEnd(22)} ${cells}${runsKept.length < runs ? `  [${runsKept.length} of ${runs} runs]` : ''}`,
    );
    if (page.floor) continue;
    const partial = runsKept.length < runs ? ` (on ${runsKept.length} runs, not ${runs})` : '';
    console.log(`  ${''.padEnd(22)} targets${partial}: ${targetLine(checkTargets(summaries, page))}`);
  }
  console.log(
    '  script eval and style/layout: mainthread-work-breakdown groups scriptEvaluation and styleLayout (whole load, x4 simulated CPU)',
  );
  const all = [...kept.values()].flat();
  const perRound = Array.from({ length: runs }, (_, index) => all.filter((run) => run.round === index + 1));
  log('benchmarkIndex (Lighthouse, per run of every page)', '');
  perRound.forEach((roundRuns, index) => {
    const index_ = summarise(roundRuns.map((run) => run.benchmarkIndex));
    log(
      `  run ${index + 1}`,
      index_.count
        ? `${Math.round(index_.median)} median of its ${index_.count} pages (${Math.round(index_.min)}–${Math.round(index_.max)})`
        : 'no run kept',
    );
  });
  const overall = summarise(all.map((run) => run.benchmarkIndex));
  log(
    '  all runs',
    `${Math.round(overall.median)} median (${Math.round(overall.min)}–${Math.round(overall.max)}, ${overall.count} Lighthouse runs)`,
  );
  log('runs thrown away', thrownAway.length ? `${thrownAway.length}` : 'none');
  for (const discarded of thrownAway) {
    log(`  ${discarded.path} run ${discarded.round} attempt ${discarded.tries}`, discarded.reason);
  }
  const warnings = new Map();
  for (const run of all) for (const warning of run.warnings) warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
  for (const [warning, count] of warnings) log(`  Lighthouse warning (${count} runs, kept)`, warning.split('\n')[0]);
}

export default async function firstPaint({ log }) {
  const runs = runsFromArgs(process.argv.slice(2));
  await withBenchDeploy(async (hostUrl, prefix) => {
    writeFloor(prefix);
    log('first response (raw GET, Accept-Encoding: br)', '');
    for (const route of [...ROUTES, { path: FLOOR_PATH, phrase: PHRASES['/'] }]) {
      const response = await firstResponse(hostUrl + route.path);
      log(
        `  ${route.path}`,
        `${response.status}  ${(response.bytes / 1024).toFixed(1)} KB ${response.coding} (${(response.html.length / 1024).toFixed(1)} KB HTML)  section text in it: ${response.html.includes(route.phrase) ? 'yes' : 'NO'} ("${route.phrase}")`,
      );
    }
    await lighthouseFigures(hostUrl, runs, log);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await firstPaint({ log: (label, value) => console.log(`  ${label.padEnd(48)} ${value}`) });
}
