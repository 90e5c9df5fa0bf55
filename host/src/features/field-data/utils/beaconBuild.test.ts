import { describe, expect, it } from 'vitest';
import { parseBeacon } from '@portfolio/shared/fieldData/beacon';
import type { RecordedView } from '@portfolio/shared/fieldData/pageRecord';
import { beaconRouteOf, buildBeacon, deviceClass, engineFamily, releaseOfSource, roundedVitals } from './beaconBuild';
import { documentNavigationOf } from './consent';

const UA = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/156.0 Mobile/15E148 Safari/604.1',
};

describe('engineFamily and deviceClass', () => {
  it('names only the family: Chromium, Firefox, WebKit (every iOS browser), other', () => {
    expect(engineFamily(UA.chrome)).toBe('chromium');
    expect(engineFamily('anything', [{ brand: 'Chromium' }])).toBe('chromium');
    expect(engineFamily(UA.firefox)).toBe('firefox');
    expect(engineFamily(UA.safari)).toBe('webkit');
    expect(engineFamily(UA.iosChrome)).toBe('webkit');
    expect(engineFamily('curl/8.0')).toBe('other');
  });
  it('takes the mobile hint when there is one, else a touch-only screen', () => {
    expect(deviceClass(true, false)).toBe('mobile');
    expect(deviceClass(false, true)).toBe('desktop');
    expect(deviceClass(undefined, true)).toBe('mobile');
    expect(deviceClass(undefined, false)).toBe('desktop');
  });
});

describe('the beacon’s parts', () => {
  it('maps navigation types, routes, releases and vitals', () => {
    expect(documentNavigationOf('navigate')).toBe('direct');
    expect(documentNavigationOf('prerender')).toBe('direct');
    expect(documentNavigationOf('reload')).toBe('reload');
    expect(documentNavigationOf('back_forward')).toBe('back_forward');
    expect(beaconRouteOf('/Skills/')).toBe('/skills');
    expect(beaconRouteOf('/nope')).toBe('404');
    expect(beaconRouteOf(null)).toBe('404');
    expect(releaseOfSource('http://localhost:8081/ab12cd34ef/remoteEntry.js')).toBe('ab12cd34ef');
    expect(releaseOfSource('http://localhost:4174/')).toBe('root');
    expect(releaseOfSource(undefined)).toBe('unknown');
    expect(roundedVitals({ LCP: 1234.56, CLS: 0.123456, INP: -3, TTFB: Infinity })).toEqual({
      LCP: 1234.6,
      CLS: 0.1235,
    });
  });
});

describe('buildBeacon', () => {
  const views: RecordedView[] = [
    {
      path: '/skills',
      nav: 'direct',
      sections: { skills: { outcome: 'server', source: 'http://localhost:8081/ab12cd34ef/' } },
    },
    {
      path: '/projects',
      nav: 'client',
      sections: {
        projects: { outcome: 'fallback', reason: 'network', retry: 'ok', source: 'http://x/r2/remoteEntry.js' },
      },
    },
    { path: '/nowhere', nav: null, sections: {} },
    { path: '/contact', nav: 'client', sections: {} },
  ];

  it('builds a beacon the collectors accept, stale marks on the first view only', () => {
    const beacon = buildBeacon({
      views,
      vitals: { LCP: 1000, CLS: 0.01 },
      engine: 'firefox',
      device: 'mobile',
      routePathOf: (path) => path,
      staleRemotes: new Set(['skills', 'projects']),
    });
    expect(beacon).toEqual({
      v: 1,
      engine: 'firefox',
      device: 'mobile',
      vitals: { LCP: 1000, CLS: 0.01 },
      views: [
        {
          route: '/skills',
          nav: 'direct',
          sections: [{ remote: 'skills', release: 'ab12cd34ef', outcome: 'server', stale: true }],
        },
        {
          route: '/projects',
          nav: 'client',
          sections: [{ remote: 'projects', release: 'r2', outcome: 'fallback', reason: 'network', retry: 'ok' }],
        },
        { route: '404', nav: 'client', sections: [] },
        // Left before the section settled.
        { route: '/contact', nav: 'client', sections: [{ remote: 'contact', release: 'unknown', outcome: 'pending' }] },
      ],
    });
    expect(parseBeacon(JSON.stringify(beacon)).problem).toBeUndefined();
  });

  it('sends nothing without a view, and nothing the collector would refuse', () => {
    const input = {
      vitals: {},
      engine: 'chromium',
      device: 'desktop',
      routePathOf: (p: string) => p,
      staleRemotes: new Set<string>(),
    } as const;
    expect(buildBeacon({ ...input, views: [] })).toBeNull();
    expect(buildBeacon({ ...input, views: [{ path: '/', nav: 'client', sections: {} }] })).toBeNull();
  });
});
