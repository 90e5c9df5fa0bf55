import { describe, expect, it } from 'vitest';
import {
  createSparkle,
  lifetimeMs,
  SPARKLE_COUNT,
  SPARKLE_MAX_LIFESPAN,
  SPARKLE_MIN_LIFESPAN,
  SPARKLE_TICK_MS,
  twinkleAnimation,
} from './sparkles';

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed = 42) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('sparkles', () => {
  it('makes 10, with lifespans from 5 to 15 units and positions inside the text', () => {
    expect(SPARKLE_COUNT).toBe(10);
    const random = seeded();
    const sparkles = Array.from({ length: SPARKLE_COUNT }, (_, id) => createSparkle(id, random));
    for (const sparkle of sparkles) {
      expect(sparkle.lifespan).toBeGreaterThanOrEqual(SPARKLE_MIN_LIFESPAN);
      expect(sparkle.lifespan).toBeLessThanOrEqual(SPARKLE_MAX_LIFESPAN);
      expect(sparkle.x).toBeGreaterThanOrEqual(0);
      expect(sparkle.x).toBeLessThanOrEqual(100);
      expect(sparkle.y).toBeGreaterThanOrEqual(0);
      expect(sparkle.y).toBeLessThanOrEqual(100);
    }
  });

  it('covers both ends of the lifespan range', () => {
    expect(createSparkle(0, () => 0).lifespan).toBe(5);
    expect(createSparkle(0, () => 0.999999).lifespan).toBeCloseTo(15, 4);
  });

  it('lasts exactly as many 100 ms ticks as losing 0.1 unit a tick takes to spend its lifespan', () => {
    for (const lifespan of [0.1, 0.3, 5, 7.25, 10, 14.99, 15]) {
      let left = lifespan;
      let ticks = 0;
      while (left > 0) {
        left = Math.round((left - 0.1) * 1e6) / 1e6;
        ticks++;
      }
      expect(lifetimeMs(lifespan)).toBe(ticks * SPARKLE_TICK_MS);
    }
    expect(lifetimeMs(0.3)).toBe(300);
    expect(lifetimeMs(5)).toBe(5000);
    expect(lifetimeMs(15)).toBe(15000);
  });

  it('plays a lifetime as whole twinkles that end when the lifespan does', () => {
    for (const lifespan of [5, 9.3, 15]) {
      const { timing } = twinkleAnimation({ ...createSparkle(0, seeded()), lifespan });
      expect(Number.isInteger(timing.iterations)).toBe(true);
      expect(timing.iterations).toBeGreaterThanOrEqual(1);
      expect(timing.iterations * timing.duration).toBeCloseTo(lifetimeMs(lifespan), 6);
    }
  });
});

describe('a sparkle as one animation', () => {
  it('twinkles at its place for exactly its lifetime: three keyframes, repeated', () => {
    for (const lifespan of [5, 9.3, 15]) {
      const sparkle = { ...createSparkle(0, seeded()), lifespan, x: 10, y: 20, scale: 0.8 };
      const { keyframes, timing } = twinkleAnimation(sparkle);
      expect(keyframes).toHaveLength(3);
      expect(timing.duration * timing.iterations).toBeCloseTo(lifetimeMs(lifespan), 6);
      // Appears, shines at its full size, vanishes; never moves while it can be seen.
      expect(keyframes.map((keyframe) => keyframe.opacity)).toEqual([0, 1, 0]);
      for (const keyframe of keyframes) expect(String(keyframe.transform)).toMatch(/^translate\(10%, 20%\) /);
      expect(String(keyframes[1]!.transform)).toContain('scale(0.8)');
    }
  });
});
