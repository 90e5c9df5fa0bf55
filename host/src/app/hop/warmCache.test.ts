import { describe, expect, it } from 'vitest';
import { createWarmCache } from './warmCache';
import { IslandFromMarkup } from './HtmlThenOwnRoot';

describe('the warm cache', () => {
  it('gives an island warmed by name with the component that draws it, nothing for any other', () => {
    const cache = createWarmCache();
    expect(cache.island('hero')).toBeNull();
    cache.rememberIslands(new Map([['hero', '<h1>Hi</h1>']]));
    expect(cache.island('hero')).toEqual({ markup: '<h1>Hi</h1>', Draw: IslandFromMarkup });
    expect(cache.island('unknown')).toBeNull();
  });

  it("keeps one record per remote's section", () => {
    const cache = createWarmCache();
    expect(cache.section('skills')).toBe(cache.section('skills'));
    expect(cache.section('skills')).not.toBe(cache.section('contact'));
    expect(createWarmCache().section('skills')).not.toBe(cache.section('skills'));
  });
});
