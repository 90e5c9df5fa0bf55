import { describe, expect, it } from 'vitest';
import {
  CARD_OFFSET_PX,
  rangeStep,
  scaleAt,
  scaleKeyframes,
  scaleRangeStart,
  stackOffset,
  targetScale,
} from './stackMaths';

describe('stack maths for the six projects', () => {
  const count = 6;

  it('starts card i shrinking at i / 5 of the section, as each card sticks', () => {
    expect(rangeStep(count)).toBeCloseTo(0.2);
    expect([0, 1, 2, 3, 4, 5].map((i) => scaleRangeStart(i, count))).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('shrinks card i to 1 - 0.05 x the cards after it', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => targetScale(i, count))).toEqual([0.75, 0.8, 0.85, 0.9, 0.95, 1]);
  });

  it('gives useTransform a non-empty input range for every card', () => {
    expect(scaleKeyframes(0, count)).toEqual({ input: [0, 1], output: [1, 0.75] });
    expect(scaleKeyframes(3, count)).toEqual({ input: [0.6, 1], output: [1, 0.9] });
    // The last card has nothing after it: constant scale over the whole section.
    expect(scaleKeyframes(5, count)).toEqual({ input: [0, 1], output: [1, 1] });
    for (let i = 0; i < count; i++) {
      const { input } = scaleKeyframes(i, count);
      expect(input[1]).toBeGreaterThan(input[0]);
    }
  });

  it('interpolates and clamps the scale along the scroll', () => {
    expect(scaleAt(0, count, 0)).toBe(1);
    expect(scaleAt(0, count, 0.5)).toBe(0.875);
    expect(scaleAt(0, count, 1)).toBe(0.75);
    expect(scaleAt(2, count, 0.3)).toBe(1); // not stuck yet
    expect(scaleAt(2, count, 0.7)).toBe(0.925);
    expect(scaleAt(2, count, 1.4)).toBe(0.85); // overscroll clamps
    expect(scaleAt(5, count, 0.9)).toBe(1);
  });
});

describe('stack maths for a seventh project', () => {
  const count = 7;

  it('spreads the starts over the same section with no other change', () => {
    expect(rangeStep(count)).toBeCloseTo(1 / 6);
    const starts = [0, 1, 2, 3, 4, 5, 6].map((i) => scaleRangeStart(i, count));
    expect(starts[0]).toBe(0);
    expect(starts[3]).toBeCloseTo(0.5);
    expect(starts[6]).toBe(1);
    for (let i = 1; i < count; i++) expect(starts[i]!).toBeGreaterThan(starts[i - 1]!);
  });

  it('lowers the first card to 0.7 and keeps the last at 1', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => targetScale(i, count))).toEqual([0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1]);
    expect(scaleKeyframes(6, count).output).toEqual([1, 1]);
    expect(scaleAt(0, count, 1)).toBe(0.7);
  });
});

describe('guards and offsets', () => {
  it('handles a single card', () => {
    expect(scaleKeyframes(0, 1)).toEqual({ input: [0, 1], output: [1, 1] });
  });

  it('rejects indexes outside the stack and bad counts', () => {
    expect(() => targetScale(6, 6)).toThrow(RangeError);
    expect(() => targetScale(-1, 6)).toThrow(RangeError);
    expect(() => scaleRangeStart(0, 0)).toThrow(RangeError);
    expect(() => scaleRangeStart(1.5, 6)).toThrow(RangeError);
  });

  it('offsets each card 25 px lower than the one before', () => {
    expect(CARD_OFFSET_PX).toBe(25);
    expect([0, 1, 5].map(stackOffset)).toEqual([0, 25, 125]);
  });
});
