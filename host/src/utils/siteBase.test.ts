import { describe, expect, it } from 'vitest';
import { pagePathIn, routePathOf } from './siteBase';

describe('routePathOf', () => {
  it('is the route of a path in the page’s language', () => {
    expect(routePathOf('/skills', 'en')).toBe('/skills');
    expect(routePathOf('/de/skills', 'de')).toBe('/skills');
    expect(routePathOf('/de', 'de')).toBe('/');
  });

  it('is null for a path in another language: that link loads its own document', () => {
    expect(routePathOf('/de/skills', 'en')).toBeNull();
    expect(routePathOf('/skills', 'de')).toBeNull();
  });
});

describe('pagePathIn', () => {
  it('puts the language segment under the base', () => {
    expect(pagePathIn('/skills', 'de')).toBe('/de/skills');
    expect(pagePathIn('/', 'en')).toBe('/');
  });
});
