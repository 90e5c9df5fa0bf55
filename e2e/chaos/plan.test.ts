// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chaosSettings,
  createRandom,
  episodeMisses,
  FAULT_KINDS,
  inShortRun,
  loadsDocument,
  planRun,
  REMOTE_NAMES,
  REMOTES,
  routeOf,
  reproduction,
  summarize,
  trickleEndMs,
  type Episode,
  type EpisodeResult,
} from './plan';

describe('planRun', () => {
  it('is the same run for the same seed, and another run for another seed', () => {
    expect(planRun({ seed: 42 })).toEqual(planRun({ seed: 42 }));
    expect(planRun({ seed: 42 })).not.toEqual(planRun({ seed: 43 }));
  });

  it('the short run is every fault kind exactly once, and the start of the long run of its seed', () => {
    const plan = planRun({ seed: 7, navigations: 60 });
    const short = plan.filter((episode) => inShortRun(episode));
    expect(short.map((episode) => episode.kind).sort()).toEqual([...FAULT_KINDS].sort());
    expect(planRun({ seed: 7, navigations: 0 })).toEqual(short);
  });

  it('a full run has the navigations asked for and every kind at least once', () => {
    const plan = planRun({ seed: 7, navigations: 60 });
    expect(plan).toHaveLength(60);
    expect(new Set(plan.map((episode) => episode.kind))).toEqual(new Set(FAULT_KINDS));
    expect(new Set(plan.map((episode) => episode.via))).toEqual(new Set(['direct', 'client']));
    expect(plan.map((episode) => episode.index)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
  });

  it('plans only the kinds asked for, and starts client navigations elsewhere', () => {
    const kinds = FAULT_KINDS.filter((kind) => kind !== 'contract-incompatible');
    const plan = planRun({ seed: 9, navigations: 40, kinds });
    expect(plan.some((episode) => episode.kind === 'contract-incompatible')).toBe(false);
    for (const episode of plan) {
      if (episode.via === 'client') expect(episode.from).not.toBe(episode.path);
      else expect(episode.from).toBeNull();
    }
  });

  it('draws every remote, each about as often, and each page of the writing, reached as a visitor reaches it', () => {
    const plan = planRun({ seed: 11, navigations: 400 });
    expect(REMOTE_NAMES).toEqual(['skills', 'projects', 'contact', 'writing']);
    for (const remote of REMOTE_NAMES) {
      const share = plan.filter((episode) => episode.remote === remote).length / plan.length;
      expect(share, remote).toBeGreaterThan(0.18);
      expect(share, remote).toBeLessThan(0.32);
    }
    for (const page of REMOTES) expect(plan.some((episode) => episode.path === page.path)).toBe(true);
    const hops = plan.filter((episode) => episode.via === 'client');
    // No header entry for the writing: its list from the footer, a post from Home's "Latest writing".
    expect(new Set(hops.filter((episode) => episode.path === '/writing').map((episode) => episode.reach))).toEqual(
      new Set(['footer']),
    );
    const fromHome = hops.filter((episode) => episode.reach === 'latest-writing');
    expect(fromHome.length).toBeGreaterThan(0);
    expect(new Set(fromHome.map((episode) => episode.from))).toEqual(new Set(['/']));
    for (const episode of hops.filter((hop) => hop.remote === 'writing'))
      expect(episode.from?.startsWith('/writing')).toBe(false);
  });

  it("a page the host's server sends: a direct load, or a plain link (footer, Home), not a header click", () => {
    const [episode] = planRun({ seed: 1, navigations: 0 });
    expect(loadsDocument({ ...episode!, via: 'direct', reach: 'header' })).toBe(true);
    expect(loadsDocument({ ...episode!, via: 'client', reach: 'header', from: '/education' })).toBe(false);
    // A document page (a writing page) has no app on its first load: its header links load pages.
    expect(loadsDocument({ ...episode!, via: 'client', reach: 'header', from: '/writing' })).toBe(true);
    expect(loadsDocument({ ...episode!, via: 'client', reach: 'header', from: '/writing/a-post' })).toBe(true);
    expect(loadsDocument({ ...episode!, via: 'client', reach: 'footer' })).toBe(true);
    expect(loadsDocument({ ...episode!, via: 'client', reach: 'latest-writing' })).toBe(true);
    expect(routeOf({ ...episode!, via: 'client', reach: 'footer', from: '/skills', path: '/writing' })).toBe(
      '/skills -> /writing (footer)',
    );
    expect(routeOf({ ...episode!, via: 'client', reach: 'header', from: '/', path: '/skills' })).toBe('/ -> /skills');
    expect(routeOf({ ...episode!, via: 'direct', path: '/writing' })).toBe('direct /writing');
  });

  it('createRandom stays in [0, 1)', () => {
    const draws = Array.from({ length: 1000 }, createRandom(1));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});

it('a trickle ends inside the bound, or well after it', () => {
  expect(trickleEndMs('within-bound', 8000)).toBeLessThan(8000);
  expect(trickleEndMs('beyond-bound', 8000)).toBeGreaterThan(8000 + 2000);
});

function result(overrides: Partial<EpisodeResult> & { kind?: Episode['kind'] }): EpisodeResult {
  const { kind = 'http-500', ...rest } = overrides;
  return {
    episode: { ...planRun({ seed: 1, navigations: 0 })[0]!, kind },
    detail: 'every file',
    outcome: 'fallback',
    outcomeMs: 300,
    revisit: 'fallback',
    revisitMs: 200,
    hostProblems: [],
    retry: { recovered: true },
    errors: [],
    exercised: true,
    ...rest,
  };
}

describe('summarize and episodeMisses', () => {
  it('count a clean run and miss no target', () => {
    const results = [result({}), result({ kind: 'stall', outcome: 'content', revisit: 'content', retry: null })];
    expect(results.map(episodeMisses)).toEqual([[], []]);
    expect(summarize(results)).toMatchObject({
      navigations: 2,
      byKind: { 'http-500': 1, stall: 1 },
      exercised: 2,
      fallbacks: 1,
      stuck: 0,
      hostBreakages: 0,
      retries: { recovered: 1, attempted: 1 },
      uncaught: 0,
      missed: [],
    });
  });

  it('name every missed target', () => {
    const results = [
      result({ outcome: 'skeleton', revisit: null, retry: null }),
      result({ hostProblems: ['Education: timeout'] }),
      result({ retry: { recovered: false, note: 'still fallback after Retry' } }),
      result({ errors: ['boom'], outcome: 'other', revisit: null, retry: null }),
    ];
    expect(summarize(results, { unfinished: ['#05 (timedOut)'] }).missed).toEqual([
      '1 section(s) stayed in a skeleton past the bound',
      '1 section(s) showed neither content nor a fallback',
      '1 navigation(s) broke the host',
      'Retry recovered 1 of 2',
      '1 uncaught error(s)',
      '1 navigation(s) ended without a result: #05 (timedOut)',
    ]);
    expect(results.map(episodeMisses)).toEqual([
      ['the section stayed in its skeleton past the bound'],
      ['the host broke: Education: timeout'],
      ['Retry did not recover: still fallback after Retry'],
      ['the section showed neither content nor a fallback', 'uncaught errors: boom'],
    ]);
  });

  it("count a section that showed another remote's content, and CSP violations, for information", () => {
    const summary = summarize([
      result({ wrongSection: ['/skills: skills section showed "Projects"'], cspViolations: ['x'] }),
    ]);
    expect(summary).toMatchObject({ wrongSection: 1, cspViolations: 1, missed: [] });
  });

  it('a contract-incompatible remote must not render', () => {
    const rendered = result({ kind: 'contract-incompatible', outcome: 'content', revisit: 'content', retry: null });
    expect(summarize([rendered]).missed).toEqual(['1 contract-incompatible remote(s) rendered']);
    expect(episodeMisses(rendered)).toEqual(['the contract-incompatible remote rendered']);
    expect(summarize([result({ kind: 'contract-incompatible' })]).missed).toEqual([]);
  });
});

describe('chaosSettings and reproduction', () => {
  it('read the environment, with the defaults', () => {
    expect(chaosSettings({ CHAOS_SEED: '5' })).toEqual({
      seed: 5,
      navigations: 60,
      kinds: [...FAULT_KINDS],
      graceMs: 1500,
    });
    expect(chaosSettings({ CHAOS_KINDS: 'stall, refused', CHAOS_NAVIGATIONS: '12' })).toMatchObject({
      navigations: 12,
      kinds: ['stall', 'refused'],
    });
    expect(() => chaosSettings({ CHAOS_KINDS: 'flood' })).toThrow(/unknown CHAOS_KINDS flood/);
    expect(() => chaosSettings({ CHAOS_SEED: 'x' })).toThrow(/CHAOS_SEED/);
  });

  it('replay a run by its seed and the settings it was given', () => {
    expect(reproduction({ CHAOS_SEED: '5', CHAOS_NAVIGATIONS: '80' }, { short: true })).toBe(
      'CHAOS_SEED=5 npm run test:chaos',
    );
    expect(reproduction({ CHAOS_SEED: '5', CHAOS_NAVIGATIONS: '80', CHAOS_GRACE_MS: '900' }, { short: false })).toBe(
      'CHAOS_SEED=5 CHAOS_NAVIGATIONS=80 CHAOS_GRACE_MS=900 npm run chaos',
    );
  });
});
