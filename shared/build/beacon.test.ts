import { describe, expect, it } from 'vitest';
import { REMOTE_MODULES } from '../src/federation/contract';
import { PAGE_PATHS } from '../src/routes';
import {
  BEACON_REMOTES,
  BEACON_ROUTES,
  MAX_BEACON_BYTES,
  MAX_VIEWS,
  NOT_FOUND_ROUTE,
  parseBeacon,
  releaseIdOf,
} from './beacon.mjs';
import { BAD_BEACONS, goodBeacon } from './beaconFixtures';

describe('the beacon schema', () => {
  it('knows exactly the federation contract’s remotes and the site’s pages', () => {
    expect([...BEACON_REMOTES].sort()).toEqual(Object.keys(REMOTE_MODULES).sort());
    expect(BEACON_ROUTES).toEqual([...PAGE_PATHS, NOT_FOUND_ROUTE]);
  });

  it('accepts a good beacon, as text and as bytes', () => {
    const text = JSON.stringify(goodBeacon());
    expect(parseBeacon(text)).toEqual({ beacon: goodBeacon() });
    expect(parseBeacon(new TextEncoder().encode(text)).beacon).toEqual(goodBeacon());
  });

  it('accepts every optional part left out: no vitals, no sections', () => {
    const bare = { ...goodBeacon(), vitals: {}, views: [{ route: '/', nav: 'reload', sections: [] }] };
    expect(parseBeacon(JSON.stringify(bare)).problem).toBeUndefined();
  });

  it.each(BAD_BEACONS)('refuses $name', ({ body }) => {
    const result = parseBeacon(body);
    expect(result.beacon).toBeUndefined();
    expect(result.problem).toEqual(expect.any(String));
  });

  it('has at least ten kinds of bad beacon, each refused for its own reason', () => {
    expect(BAD_BEACONS.length).toBeGreaterThanOrEqual(10);
    const problems = BAD_BEACONS.map(({ body }) => parseBeacon(body).problem);
    expect(new Set(problems).size).toBe(problems.length);
  });

  it('refuses bytes that are not UTF-8, and a body one byte over the cap before parsing it', () => {
    expect(parseBeacon(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])).problem).toBe('not JSON (UTF-8)');
    expect(parseBeacon('x'.repeat(MAX_BEACON_BYTES + 1)).problem).toMatch(/larger than/);
    expect(parseBeacon('é'.repeat(MAX_BEACON_BYTES / 2 + 1)).problem).toMatch(/larger than/);
  });

  it('caps the views of one document', () => {
    const view = { route: '/', nav: 'client', sections: [] };
    const beacon = { ...goodBeacon(), vitals: {}, views: [{ ...view, nav: 'direct' }, ...Array(MAX_VIEWS).fill(view)] };
    expect(parseBeacon(JSON.stringify(beacon)).problem).toMatch(/^views: not a list/);
  });
});

describe('releaseIdOf', () => {
  it('names a release by its folder, a remote at its origin’s root "root", and skips a retry’s directory', () => {
    expect(releaseIdOf('http://localhost:8081/ab12cd34ef/')).toBe('ab12cd34ef');
    expect(releaseIdOf('http://localhost:4174/')).toBe('root');
    expect(releaseIdOf('http://localhost:4174/_attempt/3/')).toBe('root');
    expect(releaseIdOf('https://cdn.example.com/skills/v2.1/_attempt/1/')).toBe('v2.1');
    expect(releaseIdOf('http://x/%3Cb%3E/')).toBeNull();
  });
});
