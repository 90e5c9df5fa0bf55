import { describe, expect, it } from 'vitest';
import { mayMeasure } from './consent';

const withCollector = { serverTiming: [{ name: 'beacon' }] } as unknown as Pick<
  PerformanceNavigationTiming,
  'serverTiming'
>;
const without = { serverTiming: [{ name: 'cache' }] } as unknown as Pick<PerformanceNavigationTiming, 'serverTiming'>;

describe('mayMeasure', () => {
  it('measures only where the server says it collects beacons', () => {
    expect(mayMeasure({ navigation: withCollector })).toBe(true);
    expect(mayMeasure({ navigation: without })).toBe(false);
    expect(mayMeasure({})).toBe(false);
  });
  it('never with Global Privacy Control or Do Not Track on', () => {
    expect(mayMeasure({ navigation: withCollector, globalPrivacyControl: true })).toBe(false);
    expect(mayMeasure({ navigation: withCollector, doNotTrack: '1' })).toBe(false);
    expect(mayMeasure({ navigation: withCollector, globalPrivacyControl: false, doNotTrack: '0' })).toBe(true);
  });
});
