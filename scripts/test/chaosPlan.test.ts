// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../shared/src/federation/loading';
import {
  createRandom,
  FAULT_KINDS,
  loadTimeoutMs,
  planRun,
  reproduction,
  summarize,
  trickleTiming,
  type Episode,
  type EpisodeResult,
} from '../chaos/plan.mjs';

describe('planRun', () => {
  it('is the same run for the same seed, and another run for another seed', () => {
    expect(planRun({ seed: 42 })).toEqual(planRun({ seed: 42 }));
    expect(planRun({ seed: 42 })).not.toEqual(planRun({ seed: 43 }));
  });

  it('--short is every fault kind exactly once', () => {
    const plan = planRun({ seed: 7, short: true });
    expect(plan.map((episode) => episode.kind).sort()).toEqual([...FAULT_KINDS].sort());
  });

  it('a full run has the navigations asked for and every kind at least once', () => {
    const plan = planRun({ seed: 7, navigations: 60 });
    expect(plan).toHaveLength(60);
    expect(new Set(plan.map((episode) => episode.kind))).toEqual(new Set(FAULT_KINDS));
    expect(new Set(plan.map((episode) => episode.via))).toEqual(new Set(['direct', 'client']));
    expect(plan.map((episode) => episode.index)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
  });

  it('leaves out kinds that cannot be made, and starts client navigations elsewhere', () => {
    const kinds = FAULT_KINDS.filter((kind) => kind !== 'contract-incompatible');
    const plan = planRun({ seed: 9, navigations: 40, kinds });
    expect(plan.some((episode) => episode.kind === 'contract-incompatible')).toBe(false);
    for (const episode of plan) {
      if (episode.via === 'client') expect(episode.from).not.toBe(episode.path);
      else expect(episode.from).toBeNull();
    }
  });

  it('createRandom stays in [0, 1)', () => {
    const random = createRandom(1);
    const draws = Array.from({ length: 1000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});

describe('trickleTiming', () => {
  const total = ({ delayMs, pieces, intervalMs }: ReturnType<typeof trickleTiming>) => delayMs + pieces * intervalMs;
  it('ends inside the bound, or well after it', () => {
    expect(total(trickleTiming('within-bound', 8000))).toBeLessThan(8000);
    expect(total(trickleTiming('beyond-bound', 8000))).toBeGreaterThan(8000 + 2000);
  });
});

function result(overrides: Partial<EpisodeResult> & { kind?: Episode['kind'] }): EpisodeResult {
  const { kind = 'http-500', ...rest } = overrides;
  return {
    episode: { ...planRun({ seed: 1, short: true })[0]!, kind },
    outcome: 'fallback',
    revisit: 'fallback',
    hostProblems: [],
    retry: { recovered: true },
    errors: [],
    exercised: true,
    ...rest,
  };
}

describe('summarize', () => {
  it('counts a clean run and misses no target', () => {
    const summary = summarize([
      result({}),
      result({ kind: 'stall', outcome: 'content', revisit: 'content', retry: null }),
    ]);
    expect(summary).toMatchObject({
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

  it('names every missed target', () => {
    const summary = summarize(
      [
        result({ outcome: 'skeleton', revisit: null, retry: null }),
        result({ hostProblems: ['Education: timeout'] }),
        result({ retry: { recovered: false, note: 'still fallback' } }),
        result({ errors: ['boom'], outcome: 'other', revisit: null, retry: null }),
      ],
      { aborted: 'time limit' },
    );
    expect(summary.missed).toEqual([
      '1 section(s) stayed in a skeleton past the bound',
      '1 section(s) showed neither content nor a fallback',
      '1 navigation(s) broke the host',
      'Retry recovered 1 of 2',
      '1 uncaught error(s)',
      'run stopped early: time limit',
    ]);
  });

  it("counts a section that showed another remote's content, for information", () => {
    const summary = summarize([result({ wrongSection: ['/skills: skills section showed "Projects"'] })]);
    expect(summary.wrongSection).toBe(1);
    expect(summary.missed).toEqual([]);
  });

  it('a contract-incompatible remote must not render', () => {
    const rendered = result({ kind: 'contract-incompatible', outcome: 'content', revisit: 'content', retry: null });
    expect(summarize([rendered]).missed).toEqual(['1 contract-incompatible remote(s) rendered']);
    expect(summarize([result({ kind: 'contract-incompatible' })]).missed).toEqual([]);
  });
});

describe('reproduction', () => {
  it('is a command with the seed and the run length', () => {
    expect(reproduction({ seed: 5, short: true, navigations: 60, graceMs: 1500, defaultGraceMs: 1500 })).toBe(
      'npm run chaos -- --seed 5 --short',
    );
    expect(reproduction({ seed: 5, short: false, navigations: 80, graceMs: 900, defaultGraceMs: 1500 })).toBe(
      'npm run chaos -- --seed 5 --navigations 80 --grace-ms 900',
    );
  });
});

describe('loadTimeoutMs', () => {
  it("is the host's REMOTE_LOAD_TIMEOUT_MS, read from its source", () => {
    expect(loadTimeoutMs()).toBe(REMOTE_LOAD_TIMEOUT_MS);
    expect(loadTimeoutMs('export const REMOTE_LOAD_TIMEOUT_MS: number = 6_500;')).toBe(6500);
  });

  it('throws when the source has no plain number for it', () => {
    expect(() => loadTimeoutMs('export const REMOTE_LOAD_TIMEOUT_MS = 3 * 1000;')).toThrow(/REMOTE_LOAD_TIMEOUT_MS/);
  });
});
