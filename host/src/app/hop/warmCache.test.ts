import { describe, expect, it } from 'vitest';
import { createWarmCache } from './warmCache';

describe('the warm cache', () => {
  const Draw = () => null;

  it('gives an island warmed by name with the component that draws it, nothing for any other', () => {
    const cache = createWarmCache();
    expect(cache.island('hero')).toBeNull();
    cache.rememberIslands(new Map([['hero', '<h1>Hi</h1>']]), Draw);
    expect(cache.island('hero')).toEqual({ markup: '<h1>Hi</h1>', Draw });
    expect(cache.island('unknown')).toBeNull();
  });

  it("keeps one record per remote's section", () => {
    const cache = createWarmCache();
    expect(cache.section('skills')).toBe(cache.section('skills'));
    expect(cache.section('skills')).not.toBe(cache.section('contact'));
    expect(createWarmCache().section('skills')).not.toBe(cache.section('skills'));
  });
});
