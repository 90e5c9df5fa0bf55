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
  it('marks the entry above a page the site has below it: a case study, the form`s result page', () => {
    const subPages = ['/contact/sent', '/resume', '/projects/*', '/writing/*'];
    expect(activeEntryPath('/projects/foodie-express', paths, subPages)).toBe('/projects');
    expect(activeEntryPath('/Projects/foodie-express/', paths, subPages)).toBe('/projects');
    expect(activeEntryPath('/contact/sent', paths, subPages)).toBe('/contact');
    expect(activeEntryPath('/contact/sent?from=form', paths, subPages)).toBe('/contact');
  });
  it('marks none on a page under no entry, an unknown sub-path, or a prefix`s own base', () => {
    const subPages = ['/contact/sent', '/resume', '/projects/*', '/writing/*'];
    expect(activeEntryPath('/resume', paths, subPages)).toBeNull();
    expect(activeEntryPath('/writing/a-post', paths, subPages)).toBeNull();
    expect(activeEntryPath('/contact/other', paths, subPages)).toBeNull();
    expect(activeEntryPath('/skills/react', paths, subPages)).toBeNull();
    expect(activeEntryPath('/projectsx/y', paths, ['/projects/*'])).toBeNull();
  });
  it('normalises repeated trailing slashes', () => {
    expect(normalisePath('/education///')).toBe('/education');
  });
});
