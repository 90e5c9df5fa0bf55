import { describe, expect, it } from 'vitest';
import { createMeteors, METEOR_COUNT } from './meteors';

describe('createMeteors', () => {
  it('makes ten meteors by default, each starting inside the hero', () => {
    const meteors = createMeteors();
    expect(METEOR_COUNT).toBe(10);
    expect(meteors).toHaveLength(10);
    for (const meteor of meteors) {
      expect(meteor.left).toBeGreaterThanOrEqual(0);
      expect(meteor.left).toBeLessThanOrEqual(100);
      expect(meteor.top).toBeGreaterThanOrEqual(0);
      expect(meteor.top).toBeLessThanOrEqual(40);
      expect(meteor.durationS).toBeGreaterThanOrEqual(4);
      expect(meteor.delayS).toBeGreaterThanOrEqual(0.2);
    }
  });

  it('spreads them horizontally by the random source', () => {
    const values = [0, 0.5, 0.5, 0.5, 0.999, 0.5, 0.5, 0.5];
    let call = 0;
    const meteors = createMeteors(2, () => values[call++]!);
    expect(meteors.map((meteor) => meteor.left)).toEqual([0, 99.9]);
  });
});
