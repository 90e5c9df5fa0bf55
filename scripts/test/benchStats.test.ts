import { describe, expect, it } from 'vitest';
import {
  calibratedCpuRate,
  checkTargets,
  cpuFromArgs,
  describeCpu,
  discardReason,
  eventPhases,
  headerHops,
  hopsIn,
  localesFromArgs,
  longestEvent,
  meets,
  median,
  runsFromArgs,
  spread,
  summarise,
  summariseRuns,
  targetsFor,
  worstProbeByMedian,
  type LighthouseRun,
} from '../lib/benchStats.mjs';
import { mainThreadGroup } from '../lib/lighthouse.mjs';

function run(overrides: Partial<Record<string, number>> = {}): LighthouseRun {
  const figures = {
    performance: 99,
    fcp: 900,
    lcp: 1200,
    tbt: 40,
    cls: 0,
    scriptEvaluation: 300,
    styleLayout: 200,
    ...overrides,
  };
  return {
    scores: { performance: figures.performance },
    metrics: { fcp: figures.fcp, lcp: figures.lcp, tbt: figures.tbt, cls: figures.cls, si: 900 },
    mainThread: { scriptEvaluation: figures.scriptEvaluation, styleLayout: figures.styleLayout },
    benchmarkIndex: 1000,
  };
}

describe('median, spread and summary', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('measures the spread as max minus min', () => {
    expect(spread([97, 99, 98])).toBe(2);
    expect(spread([5])).toBe(0);
  });
  it('summarises runs as median and range, and says how many it stands on', () => {
    expect(summarise([120, 30, 45, 60, 38])).toEqual({ median: 45, min: 30, max: 120, count: 5 });
    expect(summarise([]).count).toBe(0);
    expect(summarise([]).median).toBeNaN();
  });
  it('summarises every figure of the kept runs', () => {
    const summaries = summariseRuns([run({ tbt: 10 }), run({ tbt: 90 }), run({ tbt: 30 })]);
    expect(summaries.tbt).toEqual({ median: 30, min: 10, max: 90, count: 3 });
    expect(summaries.scriptEvaluation?.median).toBe(300);
  });
});

describe('run count from the command line', () => {
  it('defaults to 5 and reads --runs N or --runs=N among other arguments', () => {
    expect(runsFromArgs([])).toBe(5);
    expect(runsFromArgs(['--no-build', '--only=firstPaint'])).toBe(5);
    expect(runsFromArgs(['--runs', '2', '--only=firstPaint'])).toBe(2);
    expect(runsFromArgs(['--runs=1'])).toBe(1);
  });
  it('refuses a count that is not a positive integer', () => {
    expect(() => runsFromArgs(['--runs=0'])).toThrow(/positive integer/);
    expect(() => runsFromArgs(['--runs', 'x'])).toThrow(/positive integer/);
    expect(() => runsFromArgs(['--runs=2.5'])).toThrow(/positive integer/);
  });
});

describe('targets', () => {
  it('checks script evaluation on remote routes only', () => {
    expect(targetsFor({ remote: true }).map((t) => t.key)).toContain('scriptEvaluation');
    expect(targetsFor({ remote: false }).map((t) => t.key)).not.toContain('scriptEvaluation');
  });
  it('compares at-least and at-most targets, limits included', () => {
    expect(meets({ key: 'performance', atLeast: 99 }, 99)).toBe(true);
    expect(meets({ key: 'performance', atLeast: 99 }, 98)).toBe(false);
    expect(meets({ key: 'tbt', atMost: 50 }, 50)).toBe(true);
    expect(meets({ key: 'tbt', atMost: 50 }, 50.5)).toBe(false);
    expect(meets({ key: 'tbt', atMost: 50 }, NaN)).toBe(false);
  });
  it('counts CLS as 0 when it rounds to 0.000, as Lighthouse prints it', () => {
    const cls = { key: 'cls', atMost: 0, decimals: 3 };
    expect(meets(cls, 0.0004)).toBe(true);
    expect(meets(cls, 0.0006)).toBe(false);
  });
  it('judges the median, not the best run', () => {
    const summaries = summariseRuns([run({ tbt: 20 }), run({ tbt: 70 }), run({ tbt: 80 })]);
    const tbt = checkTargets(summaries, { remote: false }).find((check) => check.key === 'tbt');
    expect(tbt).toEqual({ key: 'tbt', limit: 50, comparison: '<=', median: 70, met: false });
  });
  it('misses script evaluation on a remote route above 400 ms and ignores it on a host route', () => {
    const summaries = summariseRuns([run({ scriptEvaluation: 930 })]);
    expect(checkTargets(summaries, { remote: true }).find((c) => c.key === 'scriptEvaluation')?.met).toBe(false);
    expect(checkTargets(summaries, { remote: false }).every((c) => c.met)).toBe(true);
  });
});

describe('runs thrown away', () => {
  it('keeps a run that has every figure', () => {
    expect(discardReason({ run: run() })).toBeNull();
  });
  it('throws away a run that errored, with the error', () => {
    expect(discardReason({ error: 'Lighthouse: NO_FCP' })).toBe('Lighthouse failed: Lighthouse: NO_FCP');
  });
  it('throws away a run that returned no value for a figure, naming it', () => {
    expect(discardReason({ run: run({ lcp: NaN, styleLayout: NaN }) })).toBe('no value for LCP, style/layout');
  });
});

describe('longest event', () => {
  it('picks the entry with the longest duration, the first of equals', () => {
    const entries = [
      { name: 'pointerdown', duration: 24, startTime: 10 },
      { name: 'click', duration: 112, startTime: 12 },
      { name: 'pointerup', duration: 112, startTime: 11 },
    ];
    expect(longestEvent(entries)?.name).toBe('click');
    expect(longestEvent([])).toBeNull();
  });
  it('names a tie after the event that counts as an interaction', () => {
    const entries = [
      { name: 'mouseover', duration: 152, interactionId: 0 },
      { name: 'pointerover', duration: 152, interactionId: 0 },
      { name: 'pointerup', duration: 152, interactionId: 7 },
      { name: 'click', duration: 152, interactionId: 7 },
      { name: 'pointerout', duration: 160, interactionId: 0 },
    ];
    expect(longestEvent(entries)?.name).toBe('pointerout');
    expect(longestEvent(entries.slice(0, 4))?.name).toBe('pointerup');
  });
});

describe('the interaction probe per route', () => {
  it('takes the probe whose median is longest, not the single longest load', () => {
    const probes = [
      { label: 'menu +100', durations: [40, 180, 48, 56, 44] },
      { label: 'theme +100', durations: [72, 80, 76, 96, 64] },
      { label: 'theme +500', durations: [] },
    ];
    const { summaries, worst, missing } = worstProbeByMedian(probes);
    expect(worst?.probe.label).toBe('theme +100');
    expect(worst?.summary).toEqual({ median: 76, min: 64, max: 96, count: 5 });
    expect(summaries[0]?.summary).toEqual({ median: 48, min: 40, max: 180, count: 5 });
    expect(missing).toBe(1);
  });
  it('has no worst probe when nothing was measured', () => {
    expect(worstProbeByMedian([{ durations: [] }])).toMatchObject({ worst: null, missing: 1 });
    expect(worstProbeByMedian([])).toMatchObject({ worst: null, missing: 0 });
  });
});

describe("Lighthouse's main-thread groups", () => {
  const audit = {
    details: {
      items: [
        { group: 'scriptEvaluation', duration: 812.4 },
        { group: 'styleLayout', duration: 231 },
        { group: 'other', duration: 90 },
      ],
    },
  };
  it('reads a group of mainthread-work-breakdown, 0 when the page spent no time in it', () => {
    expect(mainThreadGroup(audit, 'scriptEvaluation')).toBe(812.4);
    expect(mainThreadGroup(audit, 'garbageCollection')).toBe(0);
  });
  it('gives no value when the audit has no breakdown (so the run is thrown away)', () => {
    expect(mainThreadGroup(undefined, 'styleLayout')).toBeNaN();
    expect(mainThreadGroup({}, 'styleLayout')).toBeNaN();
  });
});

describe('event phases', () => {
  it("splits an Event Timing entry's duration into input delay, handlers and the way to the next frame", () => {
    const phases = eventPhases({ startTime: 100, duration: 72, processingStart: 124, processingEnd: 125.5 });
    expect(phases).toEqual({ inputDelay: 24, handlers: 1.5, toPaint: 46.5 });
  });
  it('never gives a negative way to paint (durations are rounded to 8 ms)', () => {
    expect(eventPhases({ startTime: 0, duration: 16, processingStart: 10, processingEnd: 18 })?.toPaint).toBe(0);
  });
  it('gives nothing for an entry without processing times', () => {
    expect(eventPhases({ startTime: 0, duration: 200 })).toBeNull();
  });
});

describe('calibratedCpuRate', () => {
  it("slows this machine down to the phone: its benchmarkIndex over the phone's", () => {
    expect(calibratedCpuRate(2264, 'mid-tier')).toBeCloseTo(2.264);
    expect(calibratedCpuRate(3370, 'mid-tier')).toBeCloseTo(3.37);
    expect(calibratedCpuRate(2264, 'low-tier')).toBeCloseTo(2264 / 264);
  });

  it('never speeds a slow machine up: a rate below 1 runs unthrottled', () => {
    expect(calibratedCpuRate(800, 'mid-tier')).toBe(1);
    expect(calibratedCpuRate(264, 'low-tier')).toBe(1);
  });

  it('refuses an index it cannot use and an unknown device', () => {
    expect(() => calibratedCpuRate(NaN, 'mid-tier')).toThrow(/positive number/);
    expect(() => calibratedCpuRate(0, 'mid-tier')).toThrow(/positive number/);
    expect(() => calibratedCpuRate(1000, 'tablet' as 'mid-tier')).toThrow(/unknown device "tablet"/);
  });
});

describe('cpuFromArgs', () => {
  it('calibrates to the mid-tier phone unless told otherwise', () => {
    expect(cpuFromArgs([])).toEqual({ devices: ['mid-tier'], fixedRate: null });
    expect(cpuFromArgs([], ['mid-tier', 'low-tier'])).toEqual({ devices: ['mid-tier', 'low-tier'], fixedRate: null });
    expect(cpuFromArgs(['--device', 'low-tier'], ['mid-tier', 'low-tier']).devices).toEqual(['low-tier']);
    expect(cpuFromArgs(['--device', 'low-tier', '--device=mid-tier'])).toEqual({
      devices: ['low-tier', 'mid-tier'],
      fixedRate: null,
    });
  });

  it("takes a fixed rate, the benches' earlier 4x, alone", () => {
    expect(cpuFromArgs(['--cpu', '4', '--runs', '3'])).toEqual({ devices: [], fixedRate: 4 });
    expect(() => cpuFromArgs(['--cpu', '0.5'])).toThrow(/--cpu/);
    expect(() => cpuFromArgs(['--cpu', '4', '--device', 'mid-tier'])).toThrow(/exclude/);
    expect(() => cpuFromArgs(['--device', 'desktop'])).toThrow(/--device takes mid-tier or low-tier/);
  });
});

describe('describeCpu', () => {
  it('names the device, the index measured and the rate used, or the fixed rate', () => {
    expect(describeCpu({ device: 'mid-tier', benchmarkIndex: 2263.6, rate: 2.2636 })).toBe(
      'mid-tier (benchmarkIndex 2264 → 2.26x CPU)',
    );
    expect(describeCpu({ device: null, benchmarkIndex: 3370, rate: 4 })).toBe('4.00x CPU (fixed)');
  });
});

describe('headerHops', () => {
  it('goes along the header, back to the start, then every hop the other way', () => {
    expect(headerHops(['/', '/skills', '/education'])).toEqual([
      { from: '/', to: '/skills' },
      { from: '/skills', to: '/education' },
      { from: '/education', to: '/' },
      { from: '/skills', to: '/' },
      { from: '/education', to: '/skills' },
      { from: '/', to: '/education' },
    ]);
  });
});

describe('hopsIn', () => {
  const site = {
    locales: ['en', 'de'],
    routes: [
      { path: '/', label: 'Home', translations: { de: { label: 'Start' } } },
      { path: '/skills', label: 'Skills', translations: { de: { label: 'Skills' } } },
      { path: '/education', label: 'Education', translations: { de: { label: 'Ausbildung' } } },
    ],
  };
  const hops = headerHops(['/', '/skills', '/education']);

  it('leaves the first language as headerHops gave it, with the English link names', () => {
    expect(hopsIn(hops.slice(0, 3), 'en', site)).toEqual([
      { from: '/', to: '/skills', link: 'Skills', page: { from: '/', to: '/skills' } },
      { from: '/skills', to: '/education', link: 'Education', page: { from: '/skills', to: '/education' } },
      { from: '/education', to: '/', link: 'Home', page: { from: '/education', to: '/' } },
    ]);
  });

  it("puts every hop under the language's segment, clicking the link by its name in that language", () => {
    expect(hopsIn(hops, 'de', site).map(({ from, to, link }) => `${from} → ${to} (${link})`)).toEqual([
      '/de → /de/skills (Skills)',
      '/de/skills → /de/education (Ausbildung)',
      '/de/education → /de (Start)',
      '/de/skills → /de (Start)',
      '/de/education → /de/skills (Skills)',
      '/de → /de/education (Ausbildung)',
    ]);
    expect(hopsIn(hops, 'de', site).map((hop) => hop.page)).toEqual(hops);
  });

  it("falls back to the route's own label where the language has none", () => {
    const untranslated = { ...site, routes: site.routes.map(({ path, label }) => ({ path, label })) };
    expect(hopsIn(hops, 'de', untranslated)[1]?.link).toBe('Education');
  });
});

describe('localesFromArgs', () => {
  const locales = ['en', 'de'];
  it('runs the first language unless told, and each language named, once, in the order given', () => {
    expect(localesFromArgs([], locales)).toEqual(['en']);
    expect(localesFromArgs(['--hops', '--locale=de'], locales)).toEqual(['de']);
    expect(localesFromArgs(['--locale', 'de,en'], locales)).toEqual(['de', 'en']);
    expect(localesFromArgs(['--locale=en', '--locale', 'de', '--locale=en'], locales)).toEqual(['en', 'de']);
  });
  it('refuses a language the site does not have', () => {
    expect(() => localesFromArgs(['--locale=fr'], locales)).toThrow(/--locale takes en, de .*"fr"/);
    expect(() => localesFromArgs(['--locale'], locales)).toThrow(/--locale takes/);
  });
});
