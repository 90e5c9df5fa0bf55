import { describe, expect, it } from 'vitest';
import { isSinglePageMode, SINGLE_PAGE_MODE } from './singlePageMode';

describe('isSinglePageMode', () => {
  it('is on only when the flag says so', () => {
    expect(isSinglePageMode('true')).toBe(true);
    expect(isSinglePageMode(' TRUE ')).toBe(true);
    expect(isSinglePageMode('1')).toBe(true);
    expect(isSinglePageMode(true)).toBe(true);
  });

  it('is off when the flag is missing or anything else', () => {
    expect(isSinglePageMode(undefined)).toBe(false);
    expect(isSinglePageMode('')).toBe(false);
    expect(isSinglePageMode('false')).toBe(false);
    expect(isSinglePageMode('0')).toBe(false);
    expect(isSinglePageMode(false)).toBe(false);
  });

  it('is off by default (no VITE_SINGLE_PAGE in this build)', () => {
    expect(import.meta.env.VITE_SINGLE_PAGE).toBeUndefined();
    expect(SINGLE_PAGE_MODE).toBe(false);
  });
});
