import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  CACHE_POLICY,
  fragmentSource,
  normalisePath,
  prefixTarget,
  remotesJsonProblem,
  servableFragment,
  withoutRetrySegment,
} from './composition.mjs';

const remotes = { skills: 'https://skills.example.test/r42/remoteEntry.js?v=1' };

describe('fragmentSource', () => {
  it('names the contract-major file in the current release', () => {
    expect(fragmentSource('/_fragment/skills/contract-1/body', remotes)).toEqual({
      remote: 'skills',
      major: 1,
      part: 'body',
      page: false,
      base: 'https://skills.example.test/r42/',
      url: 'https://skills.example.test/r42/fragment.contract-1.html',
    });
    expect(fragmentSource('/_fragment/skills/contract-2/head', remotes).url).toBe(
      'https://skills.example.test/r42/fragment-head.contract-2.html',
    );
  });
  it('says why it has no source', () => {
    expect(() => fragmentSource('/_fragment/projects/contract-1/body', remotes)).toThrow(
      'projects is not in remotes.json',
    );
    expect(() => fragmentSource('/etc/passwd', remotes)).toThrow('not a /_fragment/');
  });
});

describe('a page under a prefix', () => {
  const owned = {
    writing: 'https://writing.example.test/r7/remoteEntry.js',
    projects: 'https://p.example.test/remoteEntry.js',
  };

  it("is the page the remote pre-rendered for the request's path", () => {
    expect(fragmentSource('/_fragment/writing/contract-1/page/body', owned, '/writing/hello').url).toBe(
      'https://writing.example.test/r7/pages/writing/hello/fragment.contract-1.html',
    );
    expect(fragmentSource('/_fragment/writing/contract-1/page/head', owned, '/writing').url).toBe(
      'https://writing.example.test/r7/pages/writing/fragment-head.contract-1.html',
    );
  });

  it("is refused for a path outside the remote's prefix or one that is no slug", () => {
    for (const path of ['/projects/inkwell', '/writing/../../etc', '/writing/A', undefined])
      expect(() => fragmentSource('/_fragment/writing/contract-1/page/body', owned, path), String(path)).toThrow(
        /not a page path under a prefix of writing/,
      );
  });

  it("is answered with the shell and, for a file name, the release's file", () => {
    expect(prefixTarget('/writing/page/2', owned)).toEqual({
      remote: 'writing',
      kind: 'page',
      shell: '_prefix/writing.html',
      url: null,
    });
    expect(prefixTarget('/writing/feed.xml', owned)?.url).toBe(
      'https://writing.example.test/r7/pages/writing/feed.xml',
    );
    expect(prefixTarget('/projects', owned)).toBeNull();
    expect(prefixTarget('/writing/x%2f..', owned)).toBeNull();
  });
});

describe('servableFragment', () => {
  const source = { remote: 'skills', base: 'https://skills.example.test/r42/' };
  it('replaces the release token and drops trailing newlines', () => {
    expect(
      servableFragment('<meta name="mf-release-skills" content="/__mf_release__/">\n', { ...source, part: 'head' }),
    ).toBe('<meta name="mf-release-skills" content="https://skills.example.test/r42/">');
    expect(servableFragment('<div data-mf-remote="skills">S</div>\n\n', { ...source, part: 'body' })).toBe(
      '<div data-mf-remote="skills">S</div>',
    );
  });
  it('refuses a fragment that fails the deploy checks, naming the problem', () => {
    expect(() =>
      servableFragment('<div data-mf-remote="skills"><script>x()</script></div>', { ...source, part: 'body' }),
    ).toThrow(/fragment refused: .*<script>/);
    expect(() => servableFragment('<div data-mf-remote="projects">P</div>', { ...source, part: 'body' })).toThrow(
      'fragment refused',
    );
    expect(() =>
      servableFragment('<link rel="stylesheet" href="https://evil.test/x.css">', { ...source, part: 'head' }),
    ).toThrow('fragment refused');
    expect(() => servableFragment('  \n', { ...source, part: 'body' })).toThrow('empty fragment');
  });
});

describe('normalisePath', () => {
  it('writes a path as the routes are written', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/Skills/')).toBe('/skills');
    expect(normalisePath('/writing//')).toBe('/writing');
  });
});

describe('cacheControlFor', () => {
  it('revalidates pages, remotes.json and entry files; hashed assets are immutable; the rest an hour', () => {
    for (const path of ['/', '/skills', '/index.html', '/remotes.json', '/remoteEntry.js', '/mf-manifest.json'])
      expect(cacheControlFor(path)).toBe(CACHE_POLICY.revalidate);
    expect(cacheControlFor('/assets/index-Ab12.js')).toBe(CACHE_POLICY.immutable);
    expect(cacheControlFor('/favicon.svg')).toBe(CACHE_POLICY.other);
  });
});

describe('withoutRetrySegment', () => {
  it('serves a retry directory as the release itself', () => {
    expect(withoutRetrySegment('/r1/_attempt/3/remoteEntry.js?x=1')).toBe('/r1/remoteEntry.js?x=1');
    expect(withoutRetrySegment('/_attempt/2/remoteEntry.js')).toBe('/remoteEntry.js');
    expect(withoutRetrySegment('/_attempt/2/assets/a.css?x=1')).toBe('/assets/a.css?x=1');
  });
  it('leaves other paths alone', () => {
    expect(withoutRetrySegment('/assets/_attempt.js')).toBe('/assets/_attempt.js');
    expect(withoutRetrySegment('/remoteEntry.js')).toBe('/remoteEntry.js');
  });
});

describe('remotesJsonProblem', () => {
  const names = ['skills'];
  it('accepts https entries, and http outside production', () => {
    expect(remotesJsonProblem(JSON.stringify(remotes), { remotes: names, production: true })).toBeNull();
    expect(remotesJsonProblem({ skills: 'http://localhost:4174/remoteEntry.js' }, { remotes: names })).toBeNull();
  });
  it('refuses, in one line, what a deployment cannot serve', () => {
    expect(remotesJsonProblem('{"skills":', { remotes: names })).toMatch(/^remotes.json is not valid JSON \(/);
    expect(remotesJsonProblem('[]', { remotes: names })).toBe('remotes.json must be a JSON object');
    expect(remotesJsonProblem('{}', { remotes: names })).toBe('remotes.json has no URL for skills');
    expect(
      remotesJsonProblem({ skills: 'http://skills.example.test/remoteEntry.js' }, { remotes: names, production: true }),
    ).toBe('remotes.json: skills must be https in production (http://skills.example.test/remoteEntry.js)');
    expect(remotesJsonProblem({ skills: 'javascript:alert(1)' }, { remotes: names })).toMatch(/not an http\(s\) URL/);
    expect(remotesJsonProblem({ skills: 'https://a.test/x.js' }, { remotes: names })).toMatch(/remoteEntry\.js/);
  });
});
