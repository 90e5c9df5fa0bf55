// `npm run report`'s figures as plain functions: the collectors' beacons, summed up per route and per release.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseBeacon, VITAL_THRESHOLDS } from '../../shared/build/beacon.mjs';
import { textTable } from './textTable.mjs';
import { armFigures } from '../../delivery/core/canaryVerdict.mjs';

/** @typedef {import('../../shared/build/beacon.mjs').Beacon} Beacon */
/** @typedef {import('../../shared/build/beacon.mjs').VitalName} VitalName */

/**
 * @typedef {{ count: number, p75: number | null, good: number, needsImprovement: number, poor: number }} VitalSummary
 * @typedef {{ remote: string, release: string, served: number, server: number, client: number, fallbacks: number,
 *   reasons: Partial<Record<string, number>>, kept: number, pending: number, stale: number, retries: number,
 *   retriesOk: number, lcpP75: number | null, inpP75: number | null }} ReleaseSummary
 * @typedef {{ beacons: number, routes: { route: string, views: number, vitals: Record<VitalName, VitalSummary> }[],
 *   releases: ReleaseSummary[] }} FieldSummary
 */

/** What is counted per remote release. */
const RELEASE_COUNTS = ['served', 'server', 'client', 'fallbacks', 'kept', 'pending', 'stale', 'retries', 'retriesOk'];

/** @type {readonly VitalName[]} */
export const VITALS = /** @type {const} */ (['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);

/**
 * The files behind each path (a directory's *.jsonl / *.log / *.json, oldest rotation first) and their beacon bodies.
 * @param {string[]} paths
 */
export function beaconBodiesFrom(paths) {
  const files = paths.flatMap((path) => {
    if (!existsSync(path)) return [];
    if (!statSync(path).isDirectory()) return [path];
    const names = readdirSync(path).filter((file) => /\.(jsonl|log|json)$/.test(file));
    return names.sort().map((file) => join(path, file));
  });
  return { files, bodies: files.flatMap((file) => beaconBodiesIn(readFileSync(file, 'utf8'))) };
}

/**
 * The beacon bodies in a collector's output, whatever wrote it:
 * - `npm start` and any JSON-lines file: one beacon per line;
 * - nginx's beacon log (`log_format … escape=json '"$request_body"'`): one JSON string per line;
 * - the Worker's D1 store exported with `wrangler d1 execute … --json`: `[{ results: [{ body }] }]`.
 * @param {string} text
 * @returns {string[]}
 */
export function beaconBodiesIn(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const exported = JSON.parse(trimmed);
      return exported.flatMap((part) => (part.results ?? []).map((row) => String(row.body ?? '')));
    } catch {
      // not an export: read it line by line below
    }
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      if (!line.startsWith('"')) return line;
      try {
        return String(JSON.parse(line)); // nginx's escape=json body, quoted by the log format
      } catch {
        return line;
      }
    });
}

/**
 * The beacons among these bodies that the schema accepts, and how many it refused.
 * @param {string[]} bodies
 * @returns {{ beacons: Beacon[], refused: number }}
 */
export function acceptedBeacons(bodies) {
  const beacons = [];
  let refused = 0;
  for (const body of bodies) {
    const { beacon } = parseBeacon(body);
    if (beacon) beacons.push(beacon);
    else refused++;
  }
  return { beacons, refused };
}

/**
 * The 75th percentile by nearest rank, as CrUX states it; null without samples.
 * @param {number[]} samples
 * @returns {number | null}
 */
export function p75(samples) {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/**
 * Good / needs improvement / poor by web-vitals' thresholds (good up to the first, poor above the second).
 * @param {VitalName} vital
 * @param {number} value
 * @returns {'good' | 'needs-improvement' | 'poor'}
 */
function ratingOf(vital, value) {
  const [good, poor] = VITAL_THRESHOLDS[vital];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * A vital's samples summed up: count, p75, and the shares (0-1) of each rating.
 * @param {VitalName} vital
 * @param {number[]} samples
 * @returns {VitalSummary}
 */
function vitalSummary(vital, samples) {
  const counts = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const value of samples) counts[ratingOf(vital, value)]++;
  const share = (count) => (samples.length ? count / samples.length : 0);
  return {
    count: samples.length,
    p75: p75(samples),
    good: share(counts.good),
    needsImprovement: share(counts['needs-improvement']),
    poor: share(counts.poor),
  };
}

/**
 * The report's figures: every page view counts; a beacon's vitals belong to its document's first route.
 * @param {Beacon[]} beacons
 * @returns {FieldSummary}
 */
export function summarise(beacons) {
  /** @type {Map<string, { views: number, samples: Record<string, number[]> }>} */
  const routes = new Map();
  const route = (path) => {
    let entry = routes.get(path);
    if (!entry) routes.set(path, (entry = { views: 0, samples: Object.fromEntries(VITALS.map((v) => [v, []])) }));
    return entry;
  };
  /** @type {Map<string, ReleaseSummary>} */
  const releases = new Map();
  for (const beacon of beacons) {
    for (const view of beacon.views) {
      route(view.route).views++;
      for (const section of view.sections) {
        const key = `${section.remote}\u0000${section.release}`;
        let entry = releases.get(key);
        if (!entry) {
          entry = /** @type {ReleaseSummary} */ ({
            remote: section.remote,
            release: section.release,
            reasons: {},
            ...Object.fromEntries(RELEASE_COUNTS.map((count) => [count, 0])),
            lcpP75: null,
            inpP75: null,
          });
          releases.set(key, entry);
        }
        entry.served++;
        if (section.outcome === 'fallback') {
          entry.fallbacks++;
          const reason = String(section.reason); // the schema requires a reason on a fallback
          entry.reasons[reason] = (entry.reasons[reason] ?? 0) + 1;
        } else entry[section.outcome]++;
        if (section.stale) entry.stale++;
        if (section.retry) {
          entry.retries++;
          if (section.retry === 'ok') entry.retriesOk++;
        }
      }
    }
    const loaded = route(beacon.views[0].route);
    for (const vital of VITALS)
      if (beacon.vitals[vital] !== undefined) loaded.samples[vital].push(beacon.vitals[vital]);
  }
  return {
    beacons: beacons.length,
    routes: [...routes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, { views, samples }]) => ({
        route: path,
        views,
        vitals: /** @type {Record<VitalName, VitalSummary>} */ (
          Object.fromEntries(VITALS.map((vital) => [vital, vitalSummary(vital, samples[vital])]))
        ),
      })),
    // LCP and INP p75 of the documents that showed each release (a canary's verdict compares these).
    releases: [...releases.values()]
      .sort((a, b) => a.remote.localeCompare(b.remote) || a.release.localeCompare(b.release))
      .map((entry) => {
        const { lcpP75, inpP75 } = armFigures(beacons, entry.remote, entry.release);
        return { ...entry, lcpP75, inpP75 };
      }),
  };
}

const percent = (share) => `${Math.round(share * 100)}%`;
/**
 * A vital's value as people read it: ms rounded, CLS to 3 places.
 * @param {VitalName} vital
 * @param {number | null} value
 */
function formatVital(vital, value) {
  if (value === null) return '–';
  return vital === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/**
 * The report's two tables, cells as text: the printed report and the HTML one show the same.
 * @param {FieldSummary} summary
 * @returns {{ caption: string, header: string[], rows: string[][] }[]}
 */
export function reportTables(summary) {
  const vitalCell = ({ count, p75: value, good, needsImprovement, poor }, /** @type {VitalName} */ vital) =>
    count === 0
      ? '–'
      : `${formatVital(vital, value)} n=${count} ${percent(good)}/${percent(needsImprovement)}/${percent(poor)}`;
  const reasons = (/** @type {ReleaseSummary} */ entry) =>
    Object.entries(entry.reasons)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ');
  return [
    {
      caption: 'Per route: page views; each vital p75, samples, good/needs improvement/poor',
      header: ['route', 'views', ...VITALS],
      rows: summary.routes.map(({ route, views, vitals }) => [
        route,
        String(views),
        ...VITALS.map((vital) => vitalCell(vitals[vital], vital)),
      ]),
    },
    {
      caption:
        'Per remote and release: sections served, in the first HTML, loaded in the browser, fallbacks, stale, kept (visitor input kept), pending (left before it settled), Retry ok/used, LCP and INP p75 of the pages that showed it',
      header: [
        'remote',
        'release',
        'served',
        'server',
        'client',
        'fallbacks',
        'stale',
        'kept',
        'pending',
        'retry ok',
        'LCP p75',
        'INP p75',
      ],
      rows: summary.releases.map((entry) => [
        entry.remote,
        entry.release,
        ...[entry.served, entry.server, entry.client].map(String),
        `${entry.fallbacks}${entry.fallbacks ? ` (${reasons(entry)})` : ''}`,
        ...[entry.stale, entry.kept, entry.pending].map(String),
        entry.retries ? `${entry.retriesOk}/${entry.retries}` : '–',
        formatVital('LCP', entry.lcpP75),
        formatVital('INP', entry.inpP75),
      ]),
    },
  ];
}

/**
 * The summary as the text `npm run report` prints.
 * @param {FieldSummary} summary
 * @param {{ refused?: number }} [options]
 */
export function reportText(summary, { refused = 0 } = {}) {
  return [
    `${summary.beacons} beacons${refused ? `, ${refused} lines refused by the schema` : ''}`,
    ...reportTables(summary).flatMap(({ caption, header, rows }) => ['', caption, textTable(header, rows)]),
  ].join('\n');
}
