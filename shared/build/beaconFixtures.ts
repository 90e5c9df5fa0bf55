// Beacons for tests: one good one, and the bad kinds every collector must refuse.
import { MAX_BEACON_BYTES, type Beacon } from './beacon.mjs';

export function goodBeacon(): Beacon {
  return {
    v: 1,
    engine: 'chromium',
    device: 'desktop',
    vitals: { LCP: 1234.5, FCP: 800, TTFB: 120.2, CLS: 0.02, INP: 64 },
    views: [
      { route: '/skills', nav: 'direct', sections: [{ remote: 'skills', release: 'root', outcome: 'server' }] },
      {
        route: '/projects',
        nav: 'client',
        sections: [{ remote: 'projects', release: 'ab12cd34ef', outcome: 'fallback', reason: 'timeout', retry: 'ok' }],
      },
    ],
  };
}

const withGood = (change: (beacon: Record<string, unknown> & Beacon) => void): string => {
  const beacon = goodBeacon() as Record<string, unknown> & Beacon;
  change(beacon);
  return JSON.stringify(beacon);
};

/** Bodies a collector must answer with 400 and store nothing of: name -> body. */
export const BAD_BEACONS: { name: string; body: string }[] = [
  { name: 'empty body', body: '' },
  { name: 'not JSON', body: '{"v":1,' },
  { name: 'JSON but not an object', body: '[1,2,3]' },
  {
    name: 'too large (padding in a known field)',
    body: withGood((b) => (b.views[0]!.route = '/'.repeat(MAX_BEACON_BYTES))),
  },
  { name: 'unknown top-level field (a user id)', body: withGood((b) => (b.userId = 'abc-123')) },
  { name: 'wrong version', body: withGood((b) => ((b as { v: number }).v = 2)) },
  { name: 'unknown route', body: withGood((b) => (b.views[0]!.route = '/admin')) },
  { name: 'unknown remote', body: withGood((b) => (b.views[0]!.sections[0]!.remote = 'evil')) },
  { name: 'vital out of range (LCP 1e308)', body: withGood((b) => (b.vitals.LCP = 1e308)) },
  { name: 'negative vital', body: withGood((b) => (b.vitals.CLS = -1)) },
  { name: 'vital as a string', body: withGood((b) => ((b.vitals as Record<string, unknown>).INP = '64')) },
  { name: 'unknown vital', body: withGood((b) => ((b.vitals as Record<string, unknown>).FID = 10)) },
  {
    name: 'user-agent string as engine',
    body: withGood((b) => ((b as { engine: string }).engine = 'Mozilla/5.0 (X11)')),
  },
  { name: 'unknown device class', body: withGood((b) => ((b as { device: string }).device = 'tv')) },
  { name: 'unknown outcome', body: withGood((b) => ((b.views[0]!.sections[0] as { outcome: string }).outcome = 'ok')) },
  { name: 'fallback without a reason', body: withGood((b) => delete b.views[1]!.sections[0]!.reason) },
  { name: 'release with a path (markup)', body: withGood((b) => (b.views[0]!.sections[0]!.release = '<script>')) },
  { name: 'no views', body: withGood((b) => (b.views = [])) },
  { name: 'first view is client-side', body: withGood((b) => (b.views[0]!.nav = 'client')) },
  {
    name: 'same remote twice in a view',
    body: withGood((b) => b.views[0]!.sections.push({ ...b.views[0]!.sections[0]! })),
  },
  { name: '__proto__ key', body: JSON.stringify(goodBeacon()).replace('{"v":1', '{"__proto__":{"x":1},"v":1') },
];
