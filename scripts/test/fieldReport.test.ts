import { describe, expect, it } from 'vitest';
import type { Beacon, BeaconSection } from '../../shared/build/beacon.mjs';
import { acceptedBeacons, beaconBodiesIn, p75, reportText, summarise } from '../lib/fieldReport.mjs';
import { reportHtml } from '../lib/fieldReportHtml.mjs';

const beacon = (route: string, vitals: Beacon['vitals'], more: Partial<Beacon> = {}, sections: BeaconSection[] = []) =>
  ({
    v: 1,
    engine: 'chromium',
    device: 'mobile',
    vitals,
    views: [{ route, nav: 'direct', sections }],
    ...more,
  }) as Beacon;

/** The fixture: nine beacons whose figures are worked out by hand below. */
const FIXTURE: Beacon[] = [
  beacon('/', { LCP: 1000, INP: 50 }),
  beacon('/', { LCP: 2000, INP: 250 }),
  beacon('/', { LCP: 3000 }),
  beacon('/', { LCP: 5000, INP: 600 }),
  beacon('/skills', { CLS: 0.05 }, {}, [{ remote: 'skills', release: 'r1', outcome: 'server' }]),
  beacon('/skills', { CLS: 0.1 }, {}, [{ remote: 'skills', release: 'r1', outcome: 'server', stale: true }]),
  beacon('/skills', { CLS: 0.2 }, {}, [
    { remote: 'skills', release: 'r2', outcome: 'fallback', reason: 'timeout', retry: 'ok' },
  ]),
  beacon('/skills', { CLS: 0.3 }, {}, [
    { remote: 'skills', release: 'r2', outcome: 'fallback', reason: 'network', retry: 'failed' },
  ]),
  beacon(
    '/skills',
    { CLS: 0.01 },
    {
      views: [
        { route: '/skills', nav: 'reload', sections: [{ remote: 'skills', release: 'r1', outcome: 'client' }] },
        {
          route: '/projects',
          nav: 'client',
          sections: [{ remote: 'projects', release: 'p1', outcome: 'fallback', reason: 'contract' }],
        },
        { route: '/', nav: 'back_forward', sections: [] },
      ],
    },
  ),
];

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
  });
});

describe('the report on a fixture with known answers', () => {
  const summary = summarise(FIXTURE);

  it('counts page views per route, client-side ones included', () => {
    expect(summary.beacons).toBe(9);
    expect(summary.routes.map(({ route, views }) => [route, views])).toEqual([
      ['/', 5],
      ['/projects', 1],
      ['/skills', 5],
    ]);
  });

  it('gives each vital its p75, sample count and rating shares', () => {
    const home = summary.routes.find(({ route }) => route === '/')!.vitals;
    expect(home.LCP).toEqual({ count: 4, p75: 3000, good: 0.5, needsImprovement: 0.25, poor: 0.25 });
    // INP 50, 250, 600: p75 is the 3rd of 3; thresholds 200 / 500.
    expect(home.INP).toEqual({ count: 3, p75: 600, good: 1 / 3, needsImprovement: 1 / 3, poor: 1 / 3 });
    expect(home.CLS).toEqual({ count: 0, p75: null, good: 0, needsImprovement: 0, poor: 0 });
    const skills = summary.routes.find(({ route }) => route === '/skills')!.vitals;
    // CLS 0.01 0.05 0.1 0.2 0.3: p75 is the 4th; 0.1 is still good (≤ 0.1).
    expect(skills.CLS).toEqual({ count: 5, p75: 0.2, good: 0.6, needsImprovement: 0.2, poor: 0.2 });
  });

  it('sums sections per remote and release: served, fallbacks by reason, stale, Retry success', () => {
    expect(summary.releases).toEqual([
      {
        remote: 'projects',
        release: 'p1',
        served: 1,
        server: 0,
        client: 0,
        fallbacks: 1,
        reasons: { contract: 1 },
        kept: 0,
        pending: 0,
        stale: 0,
        retries: 0,
        retriesOk: 0,
        lcpP75: null,
        inpP75: null,
      },
      {
        remote: 'skills',
        release: 'r1',
        served: 3,
        server: 2,
        client: 1,
        fallbacks: 0,
        reasons: {},
        kept: 0,
        pending: 0,
        stale: 1,
        retries: 0,
        retriesOk: 0,
        lcpP75: null,
        inpP75: null,
      },
      {
        remote: 'skills',
        release: 'r2',
        served: 2,
        server: 0,
        client: 0,
        fallbacks: 2,
        reasons: { timeout: 1, network: 1 },
        kept: 0,
        pending: 0,
        stale: 0,
        retries: 2,
        retriesOk: 1,
        lcpP75: null,
        inpP75: null,
      },
    ]);
  });

  it('prints the tables', () => {
    const text = reportText(summary, { refused: 2 });
    expect(text).toContain('9 beacons, 2 lines refused by the schema');
    expect(text).toMatch(/^\/\s+5\s+3000 ms n=4 50%\/25%\/25%\s+600 ms n=3 33%\/33%\/33%\s+–/m);
    expect(text).toMatch(/^skills\s+r2\s+2\s+0\s+0\s+2 \(timeout 1, network 1\)\s+0\s+0\s+0\s+1\/2\s+–\s+–$/m);
  });

  it('gives LCP and INP p75 per release (the pages that showed it)', () => {
    const section = (release: string) => [{ remote: 'skills', release, outcome: 'server' }] as BeaconSection[];
    const perRelease = summarise([
      beacon('/skills', { LCP: 1000, INP: 40 }, {}, section('a')),
      beacon('/skills', { LCP: 3000 }, {}, section('a')),
      beacon('/skills', { LCP: 900, INP: 300 }, {}, section('b')),
    ]).releases;
    expect(perRelease.map(({ release, lcpP75, inpP75 }) => [release, lcpP75, inpP75])).toEqual([
      ['a', 3000, 40],
      ['b', 900, 300],
    ]);
    expect(reportText(summarise([beacon('/skills', { LCP: 1000 }, {}, section('a'))]))).toMatch(
      /^skills\s+a\s.*1000 ms\s+–$/m,
    );
  });

  it('writes a self-contained HTML report: uPlot inlined, no outside URL, data that cannot close its script', () => {
    const html = reportHtml(summary, { generatedAt: new Date(0) });
    expect(html).toContain('uPlot');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)=/);
    const hostile = summarise([beacon('/', {}, {}, [])]);
    hostile.routes[0]!.route = '</script><script>alert(1)</script>';
    expect(reportHtml(hostile)).not.toContain('</script><script>alert(1)');
  });
});

describe('reading what the collectors stored', () => {
  const good = JSON.stringify(FIXTURE[0]);
  it('reads JSON lines, nginx’s escaped body log and a D1 export, and refuses lines the schema refuses', () => {
    const nginxLine = JSON.stringify(good); // escape=json, quoted by the log format
    expect(beaconBodiesIn(`${good}\n\n${good}\n`)).toEqual([good, good]);
    expect(beaconBodiesIn(`${nginxLine}\n`)).toEqual([good]);
    expect(beaconBodiesIn(JSON.stringify([{ results: [{ body: good }, { body: good }] }]))).toEqual([good, good]);
    const { beacons, refused } = acceptedBeacons([good, '{"v":1}', 'junk', JSON.stringify({ ...FIXTURE[0], ua: 'x' })]);
    expect(beacons).toEqual([FIXTURE[0]]);
    expect(refused).toBe(3);
  });
});
