import { describe, expect, it } from 'vitest';
import { displayYears } from './yearRange';

describe('displayYears', () => {
  it('typesets a year range with an en dash and leaves a single year alone', () => {
    expect(displayYears('2023-2026')).toBe('2023–2026');
    expect(displayYears('2019')).toBe('2019');
  });
});
