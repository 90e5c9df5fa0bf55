import { describe, expect, it } from 'vitest';
import { median, spread } from '../lib/lighthouse.mjs';

describe('median and spread', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('measures the spread as max minus min', () => {
    expect(spread([97, 99, 98])).toBe(2);
    expect(spread([5])).toBe(0);
  });
});
