import { describe, expect, it } from 'vitest';
import { exposedAssetsOf, linkHeaderFor } from '../lib/earlyHints.mjs';

const remotes = {
  skills: 'http://localhost:8081/abc/remoteEntry.js',
  projects: 'https://projects.example.test/v2/remoteEntry.js',
  contact: 'http://localhost:8083/def/remoteEntry.js',
};

describe('linkHeaderFor', () => {
  it('preconnects to the route remote and preloads remotes.json and its entry', () => {
    expect(linkHeaderFor('/projects', remotes)).toBe(
      '<https://projects.example.test>; rel=preconnect; crossorigin, </remotes.json>; rel=preload; as=fetch; crossorigin, <https://projects.example.test/v2/remoteEntry.js>; rel=modulepreload; crossorigin',
    );
    expect(linkHeaderFor('/skills/', remotes)).toContain('<http://localhost:8081/abc/remoteEntry.js>; rel=modulepreload');
  });
  it('says nothing for the host own pages or a remote missing from remotes.json', () => {
    expect(linkHeaderFor('/', remotes)).toBeNull();
    expect(linkHeaderFor('/education', remotes)).toBeNull();
    expect(linkHeaderFor('/contact', { skills: 'http://x.test/remoteEntry.js' })).toBeNull();
  });
});

describe('exposedAssetsOf', () => {
  const manifest = {
    exposes: [
      {
        name: 'ProjectsStack',
        assets: {
          js: { sync: ['assets/ProjectsStack-a.js', 'assets/utils-b.js'], async: ['assets/react-c.js'] },
          css: { sync: ['assets/ProjectsStack-d.css'], async: [] },
        },
      },
    ],
  };
  const entry = 'http://localhost:8082/r1/remoteEntry.js';

  it('lists the sections up-front chunks and CSS as absolute URLs beside the entry', () => {
    expect(exposedAssetsOf(manifest, entry)).toEqual({
      js: ['http://localhost:8082/r1/assets/ProjectsStack-a.js', 'http://localhost:8082/r1/assets/utils-b.js'],
      css: ['http://localhost:8082/r1/assets/ProjectsStack-d.css'],
    });
  });
  it('adds them to the route Link header, chunks as modulepreload and CSS as a style preload', () => {
    const link = linkHeaderFor('/projects', { projects: entry }, { projects: exposedAssetsOf(manifest, entry) }) ?? '';
    expect(link).toContain('<http://localhost:8082/r1/assets/utils-b.js>; rel=modulepreload; crossorigin');
    expect(link).toContain('<http://localhost:8082/r1/assets/ProjectsStack-d.css>; rel=preload; as=style; crossorigin');
    expect(link).not.toContain('react-c.js');
  });
  it('copes with a missing or empty manifest', () => {
    expect(exposedAssetsOf(undefined, entry)).toEqual({ js: [], css: [] });
  });
});
