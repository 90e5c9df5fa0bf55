import { describe, expect, it } from 'vitest';
import { nextIndex } from './cycle';

describe('nextIndex', () => {
  it('steps forward and wraps to the first after the last', () => {
    expect([0, 1, 2, 3].map((index) => nextIndex(index, 4))).toEqual([1, 2, 3, 0]);
  });
  it('stays at 0 for an empty list', () => {
    expect(nextIndex(0, 0)).toBe(0);
  });
});
