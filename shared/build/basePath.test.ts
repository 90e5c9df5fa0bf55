import { describe, expect, it } from 'vitest';
import { normaliseBasePath } from './basePath';

describe('normaliseBasePath', () => {
  it('is / when unset or /', () => {
    expect(normaliseBasePath(undefined)).toBe('/');
    expect(normaliseBasePath('')).toBe('/');
    expect(normaliseBasePath(' / ')).toBe('/');
  });
  it('gets one leading and one trailing slash', () => {
    expect(normaliseBasePath('portfolio')).toBe('/portfolio/');
    expect(normaliseBasePath('/portfolio')).toBe('/portfolio/');
    expect(normaliseBasePath('//a//b/')).toBe('/a/b/');
  });
  it('refuses what is not a plain path, saying what it got', () => {
    expect(() => normaliseBasePath('https://x.example/p/')).toThrow(/BASE_PATH must be a path.*https/);
    expect(() => normaliseBasePath('/a/../b/')).toThrow(/BASE_PATH/);
    expect(() => normaliseBasePath('/my repo/')).toThrow(/BASE_PATH/);
  });
});
