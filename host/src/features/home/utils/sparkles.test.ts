import { describe, expect, it } from 'vitest';
import {
  createSparkle,
  createSparkles,
  lifetimeMs,
  runKeyframes,
  SPARKLE_COUNT,
  SPARKLE_MAX_LIFESPAN,
  SPARKLE_MIN_LIFESPAN,
  SPARKLE_TICK_MS,
  sparkleRun,
  tickSparkle,
  ticksUntilSpent,
  twinklePlan,
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
  it('makes 10 by default, with lifespans from 5 to 15 units and positions inside the text', () => {
    const sparkles = createSparkles(undefined, seeded());
    expect(sparkles).toHaveLength(SPARKLE_COUNT);
    expect(SPARKLE_COUNT).toBe(10);
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

  it('loses 0.1 unit per tick', () => {
    const sparkle = { ...createSparkle(1, seeded()), lifespan: 5 };
    const once = tickSparkle(sparkle, 99);
    const twice = tickSparkle(once, 99);
    expect(once).toMatchObject({ id: 1, lifespan: 4.9, x: sparkle.x, y: sparkle.y });
    expect(twice.lifespan).toBe(4.8);
  });

  it('is regenerated (new id, place and lifespan) when its lifespan runs out', () => {
    const random = seeded(7);
    let sparkle = { ...createSparkle(3, random), lifespan: 0.3 };
    const first = sparkle;
    sparkle = tickSparkle(sparkle, 10, random);
    sparkle = tickSparkle(sparkle, 10, random);
    expect(sparkle.id).toBe(3);
    expect(sparkle.lifespan).toBe(0.1);
    sparkle = tickSparkle(sparkle, 10, random);
    expect(sparkle.id).toBe(10);
    expect(sparkle.lifespan).toBeGreaterThanOrEqual(5);
    expect([sparkle.x, sparkle.y]).not.toEqual([first.x, first.y]);
  });

  it('lasts exactly as many 100 ms ticks as the tick rule says', () => {
    for (const lifespan of [5, 7.25, 10, 14.99, 15]) {
      let sparkle = { ...createSparkle(0, seeded()), lifespan };
      let ticks = 0;
      while (sparkle.id === 0) {
        sparkle = tickSparkle(sparkle, 1, seeded(3));
        ticks++;
      }
      expect(ticks).toBe(ticksUntilSpent(lifespan));
      expect(lifetimeMs(lifespan)).toBe(ticks * SPARKLE_TICK_MS);
    }
    expect(lifetimeMs(5)).toBe(5000);
    expect(lifetimeMs(15)).toBe(15000);
  });

  it('plays a lifetime as whole twinkles that end when the lifespan does', () => {
    for (const lifespan of [5, 9.3, 15]) {
      const { iterations, cycleMs } = twinklePlan(lifespan);
      expect(Number.isInteger(iterations)).toBe(true);
      expect(iterations).toBeGreaterThanOrEqual(1);
      expect(iterations * cycleMs).toBeCloseTo(lifetimeMs(lifespan), 6);
    }
  });
});

describe('sparkle runs', () => {
  const lifespanOf = (value: number) => ({ ...createSparkle(0, seeded()), lifespan: value });

  it('lists successive sparkles with new ids, places and lifespans', () => {
    const run = sparkleRun(20, seeded(5), 6);
    expect(run.map((sparkle) => sparkle.id)).toEqual([20, 21, 22, 23, 24, 25]);
    expect(new Set(run.map((sparkle) => `${sparkle.x},${sparkle.y}`)).size).toBe(6);
    for (const sparkle of run) {
      expect(sparkle.lifespan).toBeGreaterThanOrEqual(5);
      expect(sparkle.lifespan).toBeLessThanOrEqual(15);
    }
  });

  it('gives every sparkle of a run exactly its lifetime, in order', () => {
    const run = [
      { ...lifespanOf(5), id: 1, x: 10, y: 20 },
      { ...lifespanOf(12.3), id: 2, x: 80, y: 60 },
    ];
    const { keyframes, durationMs } = runKeyframes(run);
    expect(durationMs).toBe(lifetimeMs(5) + lifetimeMs(12.3));
    const offsets = keyframes.map((keyframe) => keyframe.offset as number);
    expect(offsets[0]).toBe(0);
    expect(offsets.at(-1)).toBeCloseTo(1, 9);
    offsets.forEach((offset, index) => index > 0 && expect(offset).toBeGreaterThanOrEqual(offsets[index - 1]!));

    // The first sparkle's keyframes all sit at its place and end when its lifetime does.
    const first = keyframes.filter((keyframe) => String(keyframe.transform).startsWith('translate(10%, 20%)'));
    const second = keyframes.filter((keyframe) => String(keyframe.transform).startsWith('translate(80%, 60%)'));
    expect(first.length + second.length).toBe(keyframes.length);
    expect(first.at(-1)!.offset as number).toBeCloseTo(lifetimeMs(5) / durationMs, 9);
    expect(second[0]!.offset as number).toBeCloseTo(lifetimeMs(5) / durationMs, 9);
  });

  it('moves a star only while it is invisible', () => {
    const { keyframes } = runKeyframes(sparkleRun(0, seeded(9), 4));
    const position = (keyframe: Keyframe) => String(keyframe.transform).split(' scale')[0];
    keyframes.forEach((keyframe, index) => {
      if (index === 0 || position(keyframe) === position(keyframes[index - 1]!)) return;
      expect(keyframe.opacity).toBe(0);
      expect(keyframes[index - 1]!.opacity).toBe(0);
    });
    // And it does shine in between.
    expect(keyframes.some((keyframe) => keyframe.opacity === 1)).toBe(true);
  });
});
