import { describe, expect, it } from 'vitest';
import type { Beacon } from '../../shared/build/beacon.mjs';
import { armFigures, canaryVerdict, failureRateAtLeast, percentile75, VERDICT_RULES } from './canaryVerdict.mjs';

/** A document loaded on /skills showing `release`'s section, with these vitals. */
function visit(release: string, { lcp = 1200, inp, failed = false }: { lcp?: number; inp?: number; failed?: boolean }) {
  return {
    v: 1,
    engine: 'chromium',
    device: 'desktop',
    vitals: { LCP: lcp, ...(inp === undefined ? {} : { INP: inp }) },
    views: [
      {
        route: '/skills',
        nav: 'direct',
        sections: [
          failed
            ? { remote: 'skills', release, outcome: 'fallback', reason: 'render' }
            : { remote: 'skills', release, outcome: 'server' },
        ],
      },
      { route: '/', nav: 'client', sections: [] },
    ],
  } as Beacon;
}
const many = (count: number, make: (index: number) => Beacon) =>
  Array.from({ length: count }, (_, index) => make(index));
const verdictOf = (beacons: Beacon[]) =>
  canaryVerdict(armFigures(beacons, 'skills', 'stable1'), armFigures(beacons, 'skills', 'cand1'));

describe('armFigures', () => {
  it('counts the views that showed the release, their failed sections, LCP and INP', () => {
    const beacons = [
      visit('cand1', { lcp: 1000, inp: 80 }),
      visit('cand1', { lcp: 3000, failed: true }),
      visit('stable1', { lcp: 900 }),
    ];
    const figures = armFigures(beacons, 'skills', 'cand1');
    expect(figures).toMatchObject({ views: 2, failed: 1, failureRate: 0.5, lcp: [1000, 3000], inp: [80] });
    expect(armFigures(beacons, 'projects', 'cand1').views).toBe(0);
  });
  it('bounds a failure rate from below (one-sided 95 % Wilson)', () => {
    expect(failureRateAtLeast(0, 0)).toBe(0);
    expect(failureRateAtLeast(10, 10)).toBeCloseTo(0.787, 3);
    expect(failureRateAtLeast(0, 100)).toBe(0);
    expect(failureRateAtLeast(50, 100)).toBeCloseTo(0.418, 2);
  });
  it('takes p75 by nearest rank', () => {
    expect(percentile75([1, 2, 3, 4])).toBe(3);
    expect(percentile75([5])).toBe(5);
    expect(percentile75([])).toBeNull();
  });
});

describe('canaryVerdict', () => {
  it('waits for the minimum samples', () => {
    const result = verdictOf([...many(20, () => visit('stable1', {})), ...many(5, () => visit('cand1', {}))]);
    expect(result.verdict).toBe('wait');
    expect(result.reasons[0]).toContain(`${VERDICT_RULES.minViews} each needed`);
  });
  it('rolls a broken candidate back after a handful of views', () => {
    const result = verdictOf([
      ...many(40, () => visit('stable1', {})),
      ...many(10, () => visit('cand1', { failed: true })),
    ]);
    expect(result.verdict).toBe('roll back');
    expect(result.reasons[0]).toContain('100.0 % (10/10, at least 78.7 %) against 0.0 % (0/40)');
  });
  it('does not roll back a sound candidate for noise when every release fails often (a loaded machine)', () => {
    const stableViews = many(47, (index) => visit('stable1', { failed: index < 40 })); // 85 %
    const sound = verdictOf([...stableViews, ...many(11, (index) => visit('cand1', { failed: index < 10 }))]); // 91 %
    expect(sound.verdict).toBe('wait');
    const broken = verdictOf([...stableViews, ...many(30, () => visit('cand1', { failed: true }))]);
    expect(broken.verdict).toBe('roll back');
  });
  it('rolls back a candidate whose own code fails, even when the clock fails both releases as often', () => {
    const timedOut = (release: string) => {
      const beacon = visit(release, { failed: true });
      beacon.views[0]!.sections[0]!.reason = 'timeout';
      return beacon;
    };
    const stableViews = many(100, (index) => (index < 85 ? timedOut('stable1') : visit('stable1', {})));
    // Most of both time out (85 % and 75 %); 6 of the candidate's views throw when they render.
    const candidateViews = many(40, (index) =>
      index < 30 ? timedOut('cand1') : index < 36 ? visit('cand1', { failed: true }) : visit('cand1', {}),
    );
    const result = verdictOf([...stableViews, ...candidateViews]);
    expect(result.verdict).toBe('roll back');
    expect(result.reasons[0]).toContain('its own code failed in 6');
  });
  it('does not roll back for one unlucky fallback', () => {
    const result = verdictOf([
      ...many(40, () => visit('stable1', {})),
      ...many(10, (index) => visit('cand1', { failed: index === 0 })),
    ]);
    expect(result.verdict).toBe('wait');
  });
  it('promotes a candidate as good as stable once both have enough', () => {
    const result = verdictOf([
      ...many(120, (index) => visit('stable1', { lcp: 1000 + index, inp: 60 })),
      ...many(30, (index) => visit('cand1', { lcp: 1000 + index * 4, inp: 64 })),
    ]);
    expect(result.verdict).toBe('promote');
    expect(result.reasons.join('\n')).toMatch(/LCP p75 \d+ ms against \d+ ms \(n=30\/120\): within/);
  });
  it('rolls back a slow candidate (LCP) even when nothing falls back', () => {
    const result = verdictOf([
      ...many(100, () => visit('stable1', { lcp: 1000 })),
      ...many(30, () => visit('cand1', { lcp: 2000 })),
    ]);
    expect(result.verdict).toBe('roll back');
    expect(result.reasons.join('\n')).toContain('LCP p75 2000 ms against 1000 ms');
  });
  it('does not promote without enough LCP samples, and does not wait on INP that nobody produced', () => {
    const noLcp = (release: string) => ({ ...visit(release, {}), vitals: {} }) as Beacon;
    expect(verdictOf([...many(40, () => noLcp('stable1')), ...many(40, () => noLcp('cand1'))]).verdict).toBe('wait');
    const noInp = verdictOf([...many(40, () => visit('stable1', {})), ...many(40, () => visit('cand1', {}))]);
    expect(noInp.verdict).toBe('promote');
    expect(noInp.reasons.join('\n')).toContain('INP: too few samples');
  });
});
