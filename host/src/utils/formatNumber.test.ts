import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('writes decimals as each language does', () => {
    expect(formatNumber(3.89, 'en', 2)).toBe('3.89');
    expect(formatNumber(3.89, 'de', 2)).toBe('3,89');
    expect(formatNumber(5, 'de', 2)).toBe('5,00');
  });

  it('groups thousands as each language does, and rounds to the digits asked for', () => {
    expect(formatNumber(12345.678, 'en')).toBe('12,346');
    expect(formatNumber(12345.678, 'de')).toBe('12.346');
  });
});
