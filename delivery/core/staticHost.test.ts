import { describe, expect, it } from 'vitest';
import { CACHE_POLICY } from './composition.mjs';
import { headersFile, prefixRewrites } from './staticHost.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { localePathOf } from '../../shared/build/apps.mjs';
import { prefixShellFile } from '../../shared/build/fragment.mjs';

const remotes = {
  skills: 'https://skills.example.test/remoteEntry.js',
  projects: 'https://projects.example.test/remoteEntry.js',
};

/** The `_headers` file as { path: { header: value } } (later rules for a path add to earlier ones). */
function parse(file: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let path = '';
  for (const line of file.split('\n').filter(Boolean)) {
    if (!line.startsWith('  ')) rules[(path = line)] ??= {};
    else {
      const [name, ...value] = line.trim().split(': ');
      rules[path]![name!] = value.join(': ');
    }
  }
  return rules;
}

describe('headersFile', () => {
  it("gives the host the servers' security headers, its CSP naming the remotes", () => {
    const rules = parse(
      headersFile({ app: 'host', remotes, csp: { scriptHashes: ["'sha256-x'"] }, routes: ['/', '/skills'] }),
    );
    const all = rules['/*']!;
    expect(all['Content-Security-Policy']).toContain(
      "script-src 'self' https://skills.example.test https://projects.example.test 'sha256-x'",
    );
    expect(all['X-Frame-Options']).toBe('DENY');
    expect(all['Strict-Transport-Security']).toMatch(/^max-age=/);
    expect(all['Access-Control-Allow-Origin']).toBeUndefined();
    expect(rules['/assets/*']).toEqual({ 'Cache-Control': CACHE_POLICY.immutable });
    for (const path of ['/', '/*.html', '/remotes.json', '/remoteEntry.js', '/skills', '/skills/'])
      expect(rules[path]).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('writes every path under the base path of a project site', () => {
    const rules = parse(headersFile({ app: 'host', remotes, routes: ['/', '/skills'], base: '/portfolio/' }));
    expect(Object.keys(rules).every((path) => path.startsWith('/portfolio/'))).toBe(true);
    expect(rules['/portfolio/assets/*']).toEqual({ 'Cache-Control': CACHE_POLICY.immutable });
    for (const path of ['/portfolio/', '/portfolio/*.html', '/portfolio/remotes.json', '/portfolio/skills/'])
      expect(rules[path]).toEqual({ 'Cache-Control': 'no-cache' });
    expect(rules['/portfolio/*']!['Content-Security-Policy']).toMatch(/^default-src/);
  });

  it("opens a remote to the host's origin (CORS) and caches its entry no-cache", () => {
    const rules = parse(headersFile({ app: 'skills', remotes, hostOrigins: ['https://me.example.test'] }));
    expect(rules['/*']).toMatchObject({
      'Access-Control-Allow-Origin': 'https://me.example.test',
      Vary: 'Origin',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(rules['/*']!['Content-Security-Policy']).toBeUndefined();
    expect(rules['/remoteEntry.js']).toEqual({ 'Cache-Control': 'no-cache' });
    expect(() => headersFile({ app: 'skills', remotes })).toThrow('no host origin');
  });
});

describe('prefixRewrites', () => {
  const prefixes = [
    { path: '/projects/*', remote: 'projects' },
    { path: '/writing/*', remote: 'writing' },
  ];
  const site = { routes: [{ path: '/' }, { path: '/projects' }], pages: [], locales: ['en', 'de'] };

  it("answers each prefix in each language with that language's shell, then an unknown German path with the German 404", () => {
    expect(prefixRewrites(prefixes, '/', site).split('\n')).toEqual([
      '/projects/* /_prefix/projects.html 200',
      '/writing /_prefix/writing.html 200',
      '/writing/* /_prefix/writing.html 200',
      '/de/projects/* /_prefix/de/projects.html 200',
      '/de/writing /_prefix/de/writing.html 200',
      '/de/writing/* /_prefix/de/writing.html 200',
      '/de/* /de/404.html 404',
      '',
    ]);
  });

  it('writes every rule under the base path of a project site', () => {
    const rules = prefixRewrites(prefixes, '/portfolio/', site);
    expect(rules).toContain('/portfolio/de/writing/* /portfolio/_prefix/de/writing.html 200\n');
    expect(rules).toContain('/portfolio/de/* /portfolio/de/404.html 404\n');
  });

  it("names apps.json's prefixes and languages by default, the 404 rule last", () => {
    const rules = prefixRewrites(config.prefixes).trim().split('\n');
    for (const { path, remote } of config.prefixes)
      for (const locale of config.locales)
        expect(rules).toContain(
          `${localePathOf(path.replace(/\/\*$/, ''), locale)}/* /${prefixShellFile(remote, locale)} 200`,
        );
    expect(rules.at(-1)).toBe('/de/* /de/404.html 404');
  });
});
