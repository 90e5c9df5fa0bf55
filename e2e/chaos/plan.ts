// The chaos suite's plan (which fault, on which remote, reached how) and its verdict: plain
// functions of a seed and of the recorded results, so a run is replayed by its seed (CHAOS_SEED).
import { prefixOwnerOf } from '../../shared/build/apps.mjs';

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
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * How a visitor reaches a remote's page other than by its address: its header entry, the footer's
 * "More on this site" (the writing has no header entry: the header keeps the spec's five), or a
 * post's link in Home's "Latest writing". The footer's and Home's links are plain links: the host's
 * server answers them with a composed page, as it does a direct load.
 */
type Reach = 'header' | 'footer' | 'latest-writing';

/**
 * The remote pages a navigation goes to: the remote, the exposed module that renders it (its files
 * are the ones faulted), the link that reaches it and its text, the h1 the page shows, and the label
 * the host gives its section (its skeleton reads "Loading <label>…", its fallback "<label> is
 * unavailable right now": the writing's pages share the prefix's label).
 */
export const REMOTES = [
  {
    remote: 'skills',
    module: 'SkillsPage',
    path: '/skills',
    reach: 'header',
    label: 'Skills',
    heading: 'Skills',
    sectionLabel: 'Skills',
  },
  {
    remote: 'projects',
    module: 'ProjectsStack',
    path: '/projects',
    reach: 'header',
    label: 'Projects',
    heading: 'Projects',
    sectionLabel: 'Projects',
  },
  {
    remote: 'contact',
    module: 'ContactPage',
    path: '/contact',
    reach: 'header',
    label: 'Contact',
    heading: 'Get in Touch',
    sectionLabel: 'Contact',
  },
  {
    remote: 'writing',
    module: 'WritingPages',
    path: '/writing',
    reach: 'footer',
    label: 'Writing',
    heading: 'Writing',
    sectionLabel: 'Writing',
  },
  {
    remote: 'writing',
    module: 'WritingPages',
    path: '/writing/composing-pages-on-the-server',
    reach: 'latest-writing',
    label: 'Composing pages from micro-frontends on the server',
    heading: 'Composing pages from micro-frontends on the server',
    sectionLabel: 'Writing',
  },
] as const;

/** The remotes the plan draws from, each as likely as the others whatever its number of pages. */
export const REMOTE_NAMES = [...new Set(REMOTES.map((page) => page.remote))];

/**
 * A page under a prefix a remote owns (`/writing`, a post, a case study): composed by the server, it
 * is a document page, which loads neither the remote's code nor the host's app on its first load
 * (shared/src/hydration/documentPage.ts), so a header click there is a plain link's page load too.
 */
const isDocumentPage = (path: string) => prefixOwnerOf(path) !== null;

/**
 * Whether the episode's page comes from the host's server: a direct load, a plain link's (the
 * footer's, Home's "Latest writing"), or any link's from a document page.
 */
export const loadsDocument = (episode: Pick<Episode, 'via' | 'reach' | 'from'>) =>
  episode.via === 'direct' || episode.reach !== 'header' || (episode.from !== null && isDocumentPage(episode.from));

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
} as const satisfies Record<FaultKind, readonly string[]>;

const FULL_NAVIGATIONS = 60;
const DEFAULT_GRACE_MS = 1500;

export type Episode = {
  index: number;
  kind: FaultKind;
  remote: string;
  /** The exposed module that renders the page (its chunks and CSS are the ones faulted). */
  module: string;
  path: string;
  /** How a client navigation reaches the page (a direct load ignores it), and the link's text. */
  reach: Reach;
  label: string;
  heading: string;
  sectionLabel: string;
  target: 'origin' | 'entry' | 'chunk' | 'css' | 'remotes.json';
  via: 'direct' | 'client';
  from: string | null;
  /** Which of the exposed module's chunks (an index into the remote's manifest, taken at run time). */
  chunkPick: number;
  cssStatus: 404 | 500;
  /** A trickle that ends well inside the bound, or one that ends after it (a late arrival). */
  trickle: 'within-bound' | 'beyond-bound';
  /** A complete-looking 200 with half the file, or a connection reset mid-file. */
  truncation: 'short' | 'cut';
  /**
   * What the host's server includes when the remote is down at a page it composes (a direct load, a
   * plain link's): no good copy yet (the
   * section's skeleton stub), or the last good copy it keeps (stale-if-error).
   */
  serverCopy: 'none' | 'stale';
};

export type View = 'content' | 'fallback' | 'skeleton' | 'other' | null;

export type EpisodeResult = {
  episode: Episode;
  detail: string;
  outcome: View;
  outcomeMs: number | null;
  revisit: View;
  revisitMs: number | null;
  hostProblems: string[];
  retry: { recovered: boolean; afterReload?: boolean; ms?: number; note?: string } | null;
  errors: string[];
  /** The fault's route answered at least one of the page's requests. */
  exercised: boolean;
  cspViolations?: string[];
  /** Moments a remote's section showed another remote's content (information). */
  wrongSection?: string[];
};

/** mulberry32: a small seeded PRNG; the same seed gives the same run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Where a client navigation to `page` may start: a host page, or another remote's page. */
function startsFor(page: (typeof REMOTES)[number]): string[] {
  // A post's link is in Home's "Latest writing".
  if (page.reach === 'latest-writing') return ['/'];
  const others = REMOTES.filter((candidate) => candidate.remote !== page.remote).map((other) => other.path);
  return ['/', '/education', ...others];
}

function episodeFor(random: () => number, kind: FaultKind, index: number): Episode {
  const remote = pick(random, REMOTE_NAMES);
  const page = pick(
    random,
    REMOTES.filter((candidate) => candidate.remote === remote),
  );
  const via = random() < 0.5 ? 'direct' : 'client';
  return {
    index,
    kind,
    remote: page.remote,
    module: page.module,
    path: page.path,
    reach: page.reach,
    label: page.label,
    heading: page.heading,
    sectionLabel: page.sectionLabel,
    target: pick(random, TARGETS[kind]),
    via,
    from: via === 'client' ? pick(random, startsFor(page)) : null,
    chunkPick: random(),
    cssStatus: pick(random, [404, 500] as const),
    trickle: pick(random, ['within-bound', 'beyond-bound'] as const),
    truncation: pick(random, ['short', 'cut'] as const),
    serverCopy: pick(random, ['none', 'stale'] as const),
  };
}

/**
 * The run's navigations. Every kind asked for comes once (in a seeded order), then the rest are
 * drawn at random; the short run is that first part, the same episodes for the same seed.
 */
export function planRun({
  seed,
  navigations = FULL_NAVIGATIONS,
  kinds = FAULT_KINDS,
}: {
  seed: number;
  navigations?: number;
  kinds?: readonly FaultKind[];
}): Episode[] {
  if (!kinds.length) return [];
  const random = createRandom(seed);
  const cover = shuffle(random, kinds);
  const count = Math.max(navigations, cover.length);
  const plan: Episode[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = index < cover.length ? cover[index]! : pick(random, kinds);
    plan.push(episodeFor(random, kind, index + 1));
  }
  return plan;
}

/** Whether an episode is part of the short run: the first one of each kind. */
export const inShortRun = (episode: Episode, kinds: readonly FaultKind[] = FAULT_KINDS) =>
  episode.index <= kinds.length;

/**
 * When the trickled file is complete: at half the bound, or at 1.5 times it (a late arrival).
 * The route answers with the whole file at that moment (Playwright cannot stream a fulfilled body).
 */
export const trickleEndMs = (profile: Episode['trickle'], boundMs: number) =>
  Math.round(profile === 'within-bound' ? boundMs * 0.5 : boundMs * 1.5);

const viewsOf = (result: EpisodeResult) => [result.outcome, result.revisit].filter(Boolean);

/** The targets one navigation missed (empty: it met them all). */
export function episodeMisses(result: EpisodeResult): string[] {
  const views = viewsOf(result);
  const misses: string[] = [];
  if (views.includes('skeleton')) misses.push('the section stayed in its skeleton past the bound');
  if (views.includes('other')) misses.push('the section showed neither content nor a fallback');
  // The host must refuse a remote built against an incompatible contract.
  if (result.episode.kind === 'contract-incompatible' && views.includes('content'))
    misses.push('the contract-incompatible remote rendered');
  if (result.hostProblems.length) misses.push(`the host broke: ${result.hostProblems.join('; ')}`);
  if (result.retry && !result.retry.recovered) misses.push(`Retry did not recover: ${result.retry.note}`);
  if (result.errors.length) misses.push(`uncaught errors: ${result.errors.join('; ')}`);
  return misses;
}

/** Counts and targets of a run; `unfinished` names navigations that ended without a result. */
export function summarize(results: EpisodeResult[], { unfinished = [] as string[] } = {}) {
  const byKind: Partial<Record<FaultKind, number>> = {};
  const count = (test: (result: EpisodeResult) => boolean) => results.filter(test).length;
  for (const { episode } of results) byKind[episode.kind] = (byKind[episode.kind] ?? 0) + 1;
  const stuck = count((result) => viewsOf(result).includes('skeleton'));
  const neither = count((result) => viewsOf(result).includes('other'));
  const incompatibleRendered = count(
    (result) => result.episode.kind === 'contract-incompatible' && viewsOf(result).includes('content'),
  );
  const hostBreakages = count((result) => result.hostProblems.length > 0);
  const attempted = count((result) => result.retry !== null);
  const recovered = count((result) => result.retry?.recovered === true);
  const uncaught = results.reduce((total, result) => total + result.errors.length, 0);
  const missed: string[] = [];
  if (stuck) missed.push(`${stuck} section(s) stayed in a skeleton past the bound`);
  if (neither) missed.push(`${neither} section(s) showed neither content nor a fallback`);
  if (incompatibleRendered) missed.push(`${incompatibleRendered} contract-incompatible remote(s) rendered`);
  if (hostBreakages) missed.push(`${hostBreakages} navigation(s) broke the host`);
  if (recovered < attempted) missed.push(`Retry recovered ${recovered} of ${attempted}`);
  if (uncaught) missed.push(`${uncaught} uncaught error(s)`);
  if (unfinished.length)
    missed.push(`${unfinished.length} navigation(s) ended without a result: ${unfinished.join(', ')}`);
  return {
    navigations: results.length,
    byKind,
    exercised: count((result) => result.exercised),
    fallbacks: count((result) => viewsOf(result).includes('fallback')),
    stuck,
    neither,
    incompatibleRendered,
    wrongSection: results.reduce((total, result) => total + (result.wrongSection?.length ?? 0), 0),
    cspViolations: results.reduce((total, result) => total + (result.cspViolations?.length ?? 0), 0),
    hostBreakages,
    retries: { recovered, attempted },
    uncaught,
    missed,
  };
}

/** How the navigation goes: `direct /skills`, `/education -> /skills`, `/ -> /writing (footer)`. */
export function routeOf(episode: Episode): string {
  if (episode.via === 'direct') return `direct ${episode.path}`;
  return `${episode.from} -> ${episode.path}${episode.reach === 'header' ? '' : ` (${episode.reach})`}`;
}

/** One line per navigation. */
export function describeResult(result: EpisodeResult, waitMs: number): string {
  const { episode } = result;
  const route = routeOf(episode);
  const seconds = (ms: number | null | undefined) => (ms == null ? '-' : `${(ms / 1000).toFixed(1)} s`);
  const view = (state: View, ms: number | null) =>
    state === 'skeleton'
      ? `SKELETON past ${seconds(waitMs)}`
      : state === 'other'
        ? 'NEITHER content nor fallback'
        : `${state} ${seconds(ms)}`;
  const parts = [`#${String(episode.index).padStart(2)} ${episode.kind} [${result.detail}] ${route}:`];
  parts.push(view(result.outcome, result.outcomeMs));
  if (result.revisit) parts.push(`| back: ${view(result.revisit, result.revisitMs)}`);
  if (result.retry)
    parts.push(
      result.retry.recovered
        ? `| Retry: content ${result.retry.afterReload ? 'after a reload (CSP fixed at page load) ' : ''}${seconds(result.retry.ms)}`
        : `| Retry FAILED (${result.retry.note})`,
    );
  parts.push(result.hostProblems.length ? `| HOST BROKE: ${result.hostProblems.join('; ')}` : '| host ok');
  if (!result.exercised) parts.push('| (fault not met)');
  if (result.errors.length) parts.push(`| ERRORS: ${result.errors.join('; ')}`);
  if (result.wrongSection?.length) parts.push(`| wrong section: ${result.wrongSection.join('; ')}`);
  return parts.join(' ');
}

/** The run's settings from the environment (CHAOS_SEED, CHAOS_NAVIGATIONS, CHAOS_KINDS, CHAOS_GRACE_MS). */
export function chaosSettings(env: Record<string, string | undefined>) {
  const number = (name: string, fallback: number) => {
    const value = env[name] ? Number(env[name]) : fallback;
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${env[name]}`);
    return value;
  };
  const kinds = env.CHAOS_KINDS ? env.CHAOS_KINDS.split(',').map((kind) => kind.trim()) : [...FAULT_KINDS];
  const unknown = kinds.filter((kind) => !(FAULT_KINDS as readonly string[]).includes(kind));
  if (unknown.length) throw new Error(`unknown CHAOS_KINDS ${unknown.join(', ')}; known: ${FAULT_KINDS.join(', ')}`);
  return {
    seed: number('CHAOS_SEED', 0),
    navigations: number('CHAOS_NAVIGATIONS', FULL_NAVIGATIONS),
    kinds: kinds as FaultKind[],
    graceMs: number('CHAOS_GRACE_MS', DEFAULT_GRACE_MS),
  };
}

/** The command that replays a run: its seed and the settings that differ from the defaults. */
export function reproduction(env: Record<string, string | undefined>, { short }: { short: boolean }): string {
  const settings = ['CHAOS_SEED', 'CHAOS_NAVIGATIONS', 'CHAOS_KINDS', 'CHAOS_GRACE_MS']
    .filter((name) => env[name] && !(short && name === 'CHAOS_NAVIGATIONS'))
    .map((name) => `${name}=${env[name]}`);
  return `${settings.join(' ')} npm run ${short ? 'test:chaos' : 'chaos'}`;
}
