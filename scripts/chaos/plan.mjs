// The chaos run's plan (which fault, on which remote, reached how) and its verdict: plain
// functions of a seed and of the recorded results, so a run can be replayed with --seed.
import { readFileSync } from 'node:fs';

/**
 * @typedef {'refused' | 'http-500' | 'chunk-404' | 'stall' | 'stall-trickle' | 'truncated-js' | 'css-fail'
 *   | 'remotes-json-invalid' | 'remotes-json-missing-origin' | 'contract-incompatible'} FaultKind
 * @typedef {{ index: number, kind: FaultKind, remote: string, path: string, label: string, heading: string,
 *   target: 'origin' | 'entry' | 'chunk' | 'css' | 'remotes.json', via: 'direct' | 'client', from: string | null,
 *   chunkPick: number, cssStatus: 404 | 500, trickle: 'within-bound' | 'beyond-bound', truncation: 'short' | 'cut' }} Episode
 * @typedef {'content' | 'fallback' | 'skeleton' | 'other' | null} View
 * @typedef {object} EpisodeResult
 * @property {Episode} episode
 * @property {View} outcome
 * @property {View} revisit
 * @property {string[]} hostProblems
 * @property {{ recovered: boolean, ms?: number, note?: string } | null} retry
 * @property {string[]} errors
 * @property {boolean} exercised
 * @property {string[]} [wrongSection] moments a remote's section showed another remote's content (information)
 * @typedef {{ navigations: number, byKind: Partial<Record<FaultKind, number>>, exercised: number, fallbacks: number,
 *   stuck: number, neither: number, incompatibleRendered: number, wrongSection: number, hostBreakages: number,
 *   retries: { recovered: number, attempted: number }, uncaught: number, missed: string[] }} Summary
 */

/** @type {FaultKind[]} */
export const FAULT_KINDS = [
  'refused',
  'http-500',
  'chunk-404',
  'stall',
  'stall-trickle',
  'truncated-js',
  'css-fail',
  'remotes-json-invalid',
  'remotes-json-missing-origin',
  'contract-incompatible',
];

/** The remote routes, their header links and the heading each remote's section shows. */
export const REMOTES = [
  { remote: 'skills', path: '/skills', label: 'Skills', heading: 'Skills' },
  { remote: 'projects', path: '/projects', label: 'Projects', heading: 'Projects' },
  { remote: 'contact', path: '/contact', label: 'Contact', heading: 'Get in Touch' },
];

/** Which file of the remote (or of the host: remotes.json) a fault hits, per kind. */
const TARGETS = {
  refused: ['origin'],
  'http-500': ['origin'],
  'chunk-404': ['chunk'],
  stall: ['entry', 'chunk', 'css', 'remotes.json'],
  'stall-trickle': ['entry', 'chunk'],
  'truncated-js': ['entry', 'chunk'],
  'css-fail': ['css'],
  'remotes-json-invalid': ['remotes.json'],
  'remotes-json-missing-origin': ['remotes.json'],
  'contract-incompatible': ['origin'],
};

export const FULL_NAVIGATIONS = 60;

/**
 * The bound the run holds sections to: the host's own REMOTE_LOAD_TIMEOUT_MS (a plain number literal
 * in the TypeScript source, read as text: Node runs no TypeScript). Throws when it is not there.
 * @param {string} [source] shared/src/federation/loading.ts by default
 * @returns {number}
 */
export function loadTimeoutMs(
  source = readFileSync(new URL('../../shared/src/federation/loading.ts', import.meta.url), 'utf8'),
) {
  const match = /export\s+const\s+REMOTE_LOAD_TIMEOUT_MS\s*(?::\s*number\s*)?=\s*([\d_]+)\s*(?:;|$)/m.exec(source);
  if (!match) throw new Error('no REMOTE_LOAD_TIMEOUT_MS = <number> in shared/src/federation/loading.ts');
  return Number(match[1].replaceAll('_', ''));
}

/**
 * mulberry32: a small seeded PRNG; the same seed gives the same run.
 * @param {number} seed
 * @returns {() => number}
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];

function shuffle(random, items) {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** @returns {Episode} */
function episodeFor(random, kind, index) {
  const section = pick(random, REMOTES);
  const via = random() < 0.5 ? 'direct' : 'client';
  const others = REMOTES.filter((candidate) => candidate.remote !== section.remote).map((other) => other.path);
  return {
    index,
    kind,
    remote: section.remote,
    path: section.path,
    label: section.label,
    heading: section.heading,
    target: pick(random, TARGETS[kind]),
    via,
    // Client-side navigation starts on a host page or on another remote's page.
    from: via === 'client' ? pick(random, ['/', '/education', ...others]) : null,
    // Which of the exposed module's chunks (an index into the remote's manifest, taken at run time).
    chunkPick: random(),
    cssStatus: pick(random, [404, 500]),
    // A trickle that ends well inside the bound, or one that ends after it (a late arrival).
    trickle: pick(random, ['within-bound', 'beyond-bound']),
    // A complete-looking 200 with half the file, or a connection that drops mid-file.
    truncation: pick(random, ['short', 'cut']),
  };
}

/**
 * The run's navigations. Every available kind comes once (in a seeded order), then
 * the rest are drawn at random; --short is just the one-of-each part.
 * @param {{ seed: number, navigations?: number, short?: boolean, kinds?: FaultKind[] }} options
 * @returns {Episode[]}
 */
export function planRun({ seed, navigations = FULL_NAVIGATIONS, short = false, kinds = FAULT_KINDS }) {
  if (!kinds.length) return [];
  const random = createRandom(seed);
  const cover = shuffle(random, kinds);
  const count = short ? cover.length : Math.max(navigations, 1);
  const plan = [];
  for (let index = 0; index < count; index += 1) {
    const kind = index < cover.length ? cover[index] : pick(random, kinds);
    plan.push(episodeFor(random, kind, index + 1));
  }
  return plan;
}

/**
 * The trickle's timing for a bound: done at half the bound, or at 1.5 times it.
 * @param {'within-bound' | 'beyond-bound'} profile
 * @param {number} boundMs
 * @returns {{ delayMs: number, pieces: number, intervalMs: number }}
 */
export function trickleTiming(profile, boundMs) {
  return profile === 'within-bound'
    ? { delayMs: Math.round(boundMs * 0.2), pieces: 10, intervalMs: Math.round(boundMs * 0.03) }
    : { delayMs: Math.round(boundMs * 0.5), pieces: 20, intervalMs: Math.round(boundMs * 0.05) };
}

/**
 * Counts and targets. Each result: { episode, outcome, revisit, hostProblems, retry,
 * errors, exercised }. outcome/revisit: 'content' | 'fallback' | 'skeleton' | 'other' | null.
 * @param {EpisodeResult[]} results
 * @param {{ aborted?: string | null }} [options]
 * @returns {Summary}
 */
export function summarize(results, { aborted = null } = {}) {
  const byKind = {};
  let exercised = 0;
  let stuck = 0;
  let neither = 0;
  let hostBreakages = 0;
  let retried = 0;
  let recovered = 0;
  let uncaught = 0;
  let fallbacks = 0;
  let incompatibleRendered = 0;
  let wrongSection = 0;
  for (const result of results) {
    wrongSection += result.wrongSection?.length ?? 0;
    byKind[result.episode.kind] = (byKind[result.episode.kind] ?? 0) + 1;
    if (result.exercised) exercised += 1;
    const views = [result.outcome, result.revisit].filter(Boolean);
    if (views.includes('skeleton')) stuck += 1;
    if (views.includes('other')) neither += 1;
    if (views.includes('fallback')) fallbacks += 1;
    // The host must refuse a remote built against an incompatible contract (issue 12).
    if (result.episode.kind === 'contract-incompatible' && views.includes('content')) incompatibleRendered += 1;
    if (result.hostProblems.length) hostBreakages += 1;
    if (result.retry) {
      retried += 1;
      if (result.retry.recovered) recovered += 1;
    }
    uncaught += result.errors.length;
  }
  const missed = [];
  if (stuck) missed.push(`${stuck} section(s) stayed in a skeleton past the bound`);
  if (neither) missed.push(`${neither} section(s) showed neither content nor a fallback`);
  if (incompatibleRendered) missed.push(`${incompatibleRendered} contract-incompatible remote(s) rendered`);
  if (hostBreakages) missed.push(`${hostBreakages} navigation(s) broke the host`);
  if (recovered < retried) missed.push(`Retry recovered ${recovered} of ${retried}`);
  if (uncaught) missed.push(`${uncaught} uncaught error(s)`);
  if (aborted) missed.push(`run stopped early: ${aborted}`);
  return {
    navigations: results.length,
    byKind,
    exercised,
    fallbacks,
    stuck,
    neither,
    incompatibleRendered,
    wrongSection,
    hostBreakages,
    retries: { recovered, attempted: retried },
    uncaught,
    missed,
  };
}

/**
 * The command that replays a run.
 * @param {{ seed: number, short: boolean, navigations: number, graceMs: number, defaultGraceMs: number }} options
 * @returns {string}
 */
export function reproduction({ seed, short, navigations, graceMs, defaultGraceMs }) {
  const flags = [`--seed ${seed}`];
  if (short) flags.push('--short');
  else flags.push(`--navigations ${navigations}`);
  if (graceMs !== defaultGraceMs) flags.push(`--grace-ms ${graceMs}`);
  return `npm run chaos -- ${flags.join(' ')}`;
}
