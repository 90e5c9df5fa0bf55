import { describe, expect, it } from 'vitest';
import { CACHE_POLICY } from './composition.mjs';
import { headersFile, prefixRewrites } from './staticHost.mjs';

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
  it('answers the prefix and every path under it with its shell, under the base', () => {
    const prefixes = [{ path: '/writing/*', remote: 'writing' }];
    expect(prefixRewrites(prefixes)).toBe('/writing /_prefix/writing.html 200\n/writing/* /_prefix/writing.html 200\n');
    expect(prefixRewrites(prefixes, '/portfolio/')).toContain(
      '/portfolio/writing/* /portfolio/_prefix/writing.html 200',
    );
  });
});
