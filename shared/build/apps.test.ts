import { describe, expect, it } from 'vitest';
import { REMOTE_MODULES } from '../src/federation/contract';
import config from './apps.json' with { type: 'json' };
import { consecutivePorts } from './appPorts.mjs';
import { isPagePath, prefixOwnerOf, remoteNamesOf } from './apps.mjs';

describe('remoteNamesOf', () => {
  it('is every app of apps.json but the host, in its order', () => {
    const apps = { host: {}, skills: {}, hello: {}, contact: {} };
    expect(remoteNamesOf({ apps })).toEqual(['skills', 'hello', 'contact']);
  });

  it('is, for apps.json itself, the remotes of the federation contract', () => {
    expect(remoteNamesOf().toSorted()).toEqual(Object.keys(REMOTE_MODULES).toSorted());
  });
});

describe('consecutivePorts', () => {
  it('gives the host the first port and each remote the next, in apps.json’s order', () => {
    expect(consecutivePorts(8080)).toEqual({ host: 8080, skills: 8081, projects: 8082, contact: 8083, writing: 8084 });
    expect(consecutivePorts(4384, { names: ['skills', 'projects'] })).toEqual({ skills: 4384, projects: 4385 });
  });

  it('refuses a block that would run into the next one, naming the apps', () => {
    expect(consecutivePorts(4390, { below: 4395 })).toMatchObject({ writing: 4394 });
    expect(() =>
      consecutivePorts(4391, { below: 4395, names: ['host', 'skills', 'projects', 'contact', 'hello'] }),
    ).toThrow('5 apps (host, skills, projects, contact, hello) need ports 4391-4395, but 4395 is taken');
  });
});

describe('prefixOwnerOf', () => {
  const conf = {
    routes: [{ path: '/' }, { path: '/projects' }],
    pages: [{ path: '/resume' }],
    prefixes: [
      { path: '/projects/*', remote: 'projects', label: 'Case study' },
      { path: '/writing/*', remote: 'writing', label: 'Writing' },
    ],
  };

  it('gives a prefix its base and every path under it', () => {
    expect(prefixOwnerOf('/writing', conf)).toEqual({ remote: 'writing', base: '/writing', label: 'Writing' });
    expect(prefixOwnerOf('/writing/page/2', conf)?.remote).toBe('writing');
    expect(prefixOwnerOf('/projects/foodie-express', conf)?.remote).toBe('projects');
  });

  it('leaves the host its own routes and pages, and paths that only start alike', () => {
    expect(prefixOwnerOf('/projects', conf)).toBeNull();
    expect(prefixOwnerOf('/resume', conf)).toBeNull();
    expect(prefixOwnerOf('/writings', conf)).toBeNull();
    expect(prefixOwnerOf('/', conf)).toBeNull();
  });

  it('reads apps.json itself: writing and the case studies are owned by their remotes', () => {
    expect(prefixOwnerOf('/writing/feed.xml')?.remote).toBe('writing');
    expect(prefixOwnerOf('/projects/inkwell')?.remote).toBe('projects');
    expect(prefixOwnerOf('/skills')).toBeNull();
  });
});

describe('isPagePath', () => {
  it('takes lower-case slugs and file names', () => {
    expect(isPagePath('/writing/page/2')).toBe(true);
    expect(isPagePath('/writing/feed.xml')).toBe(true);
  });

  it('refuses what could leave the release folder or is not a slug', () => {
    for (const path of [
      '/writing/..',
      '/writing/../x',
      '/writing/.env',
      '/Writing',
      '/writing/a b',
      '/writing/',
      'writing',
    ])
      expect(isPagePath(path), path).toBe(false);
  });
});

describe('apps.json translations', () => {
  it('give every route, page, prefix and the 404 page its words in every language but the first', () => {
    const entries: { path: string; translations?: object }[] = [
      ...config.routes,
      ...config.pages,
      ...config.prefixes,
      { path: 'notFound', ...config.notFound },
    ];
    const missing = entries.flatMap((entry) =>
      config.locales.slice(1).flatMap((locale) => {
        const words = (entry.translations as Record<string, object> | undefined)?.[locale] ?? {};
        return ['label', 'title', 'description']
          .filter((field) => field in entry && !(field in words))
          .map((field) => `${entry.path}: translations.${locale}.${field}`);
      }),
    );
    expect(missing, 'apps.json: add these, or the page shows English').toEqual([]);
  });
});
