import { describe, expect, it } from 'vitest';
import { ROUTES as NAV_ENTRIES } from '@portfolio/shared/routes';
import { activeEntryPath } from './activeEntry';

const paths = NAV_ENTRIES.map((entry) => entry.path);

describe('activeEntryPath', () => {
  it('is Home when the path is empty', () => {
    expect(activeEntryPath('', paths)).toBe('/');
    expect(activeEntryPath('/', paths)).toBe('/');
  });
  it('matches each entry by its path', () => {
    for (const path of paths) expect(activeEntryPath(path, paths)).toBe(path);
  });
  it('ignores trailing slashes and case', () => {
    expect(activeEntryPath('/skills/', paths)).toBe('/skills');
    expect(activeEntryPath('/education///', paths)).toBe('/education');
    expect(activeEntryPath('/Projects', paths)).toBe('/projects');
  });
  it('is none on an unknown path or a sub-path', () => {
    expect(activeEntryPath('/nope', paths)).toBeNull();
    expect(activeEntryPath('/skills/react', paths)).toBeNull();
  });
  it('marks the entry above a page the site has below it: a case study, the form`s result page', () => {
    const subPages = ['/contact/sent', '/resume', '/projects/*', '/writing/*'];
    expect(activeEntryPath('/projects/foodie-express', paths, subPages)).toBe('/projects');
    expect(activeEntryPath('/Projects/foodie-express/', paths, subPages)).toBe('/projects');
    expect(activeEntryPath('/contact/sent', paths, subPages)).toBe('/contact');
  });
  it('marks none on a page under no entry, an unknown sub-path, or a prefix`s own base', () => {
    const subPages = ['/contact/sent', '/resume', '/projects/*', '/writing/*'];
    expect(activeEntryPath('/resume', paths, subPages)).toBeNull();
    expect(activeEntryPath('/writing/a-post', paths, subPages)).toBeNull();
    expect(activeEntryPath('/contact/other', paths, subPages)).toBeNull();
    expect(activeEntryPath('/skills/react', paths, subPages)).toBeNull();
    expect(activeEntryPath('/projectsx/y', paths, ['/projects/*'])).toBeNull();
  });
});
