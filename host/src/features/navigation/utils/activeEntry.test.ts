import { describe, expect, it } from 'vitest';
import { ROUTES as NAV_ENTRIES } from '@portfolio/shared/routes';
import { activeEntryPath, normalisePath } from './activeEntry';

const paths = NAV_ENTRIES.map((entry) => entry.path);

describe('activeEntryPath', () => {
  it('is Home when the path is empty', () => {
    expect(activeEntryPath('', paths)).toBe('/');
    expect(activeEntryPath('/', paths)).toBe('/');
  });
  it('matches each entry by its path', () => {
    for (const path of paths) expect(activeEntryPath(path, paths)).toBe(path);
  });
  it('ignores a trailing slash, case, query and hash', () => {
    expect(activeEntryPath('/skills/', paths)).toBe('/skills');
    expect(activeEntryPath('/Projects', paths)).toBe('/projects');
    expect(activeEntryPath('/contact?x=1#form', paths)).toBe('/contact');
  });
  it('is none on an unknown path or a sub-path', () => {
    expect(activeEntryPath('/nope', paths)).toBeNull();
    expect(activeEntryPath('/skills/react', paths)).toBeNull();
  });
  it('normalises repeated trailing slashes', () => {
    expect(normalisePath('/education///')).toBe('/education');
  });
});
