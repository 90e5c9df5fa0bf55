import { describe, expect, it } from 'vitest';
import { REMOTE_MODULES } from '@portfolio/shared/federation/contract';
import { parseRemoteUrls, remoteKeyOf, withAttempt } from './remoteUrls';

const base = 'http://localhost:4173/remotes.json';

describe('parseRemoteUrls', () => {
  it('reads the three remotes', () => {
    expect(
      parseRemoteUrls(
        {
          skills: 'http://a.test/remoteEntry.js',
          projects: 'https://b.test/v2/remoteEntry.js',
          contact: 'http://c.test:81/remoteEntry.js',
        },
        base,
      ),
    ).toEqual({
      skills: 'http://a.test/remoteEntry.js',
      projects: 'https://b.test/v2/remoteEntry.js',
      contact: 'http://c.test:81/remoteEntry.js',
    });
  });
  it('reads every remote of the contract', () => {
    const file = Object.fromEntries(
      Object.keys(REMOTE_MODULES).map((name) => [name, `https://${name}.test/remoteEntry.js`]),
    );
    expect(parseRemoteUrls(file, base)).toEqual(file);
  });
  it('resolves relative entries against the file', () => {
    expect(parseRemoteUrls({ skills: '/skills/remoteEntry.js' }, base)).toEqual({
      skills: 'http://localhost:4173/skills/remoteEntry.js',
    });
  });
  it('ignores unknown keys, non-strings and non-http URLs', () => {
    expect(parseRemoteUrls({ other: 'http://x.test/e.js', skills: 42, contact: 'javascript:alert(1)' }, base)).toEqual(
      {},
    );
  });
  it('ignores a file that is not an object', () => {
    expect(parseRemoteUrls(null, base)).toEqual({});
    expect(parseRemoteUrls('nope', base)).toEqual({});
  });
});

describe('withAttempt', () => {
  it('keeps the first attempt unchanged', () => {
    expect(withAttempt('http://a.test/remoteEntry.js', 0)).toBe('http://a.test/remoteEntry.js');
  });
  it('gives each retry a fresh URL, in a fresh directory so relative chunks and CSS get fresh URLs too', () => {
    expect(withAttempt('http://a.test/remoteEntry.js', 2)).toBe('http://a.test/_attempt/2/remoteEntry.js');
    expect(withAttempt('http://a.test/v2/remoteEntry.js?v=1', 1)).toBe(
      'http://a.test/v2/_attempt/1/remoteEntry.js?v=1',
    );
    expect(new URL('./assets/chunk.js', withAttempt('http://a.test/r1/remoteEntry.js', 3)).href).toBe(
      'http://a.test/r1/_attempt/3/assets/chunk.js',
    );
  });
});

describe('remoteKeyOf', () => {
  it('matches on the alias first', () => {
    expect(remoteKeyOf({ name: '__mfe_internal__host__mf_owner__1__skills', alias: 'skills' })).toBe('skills');
  });
  it('falls back to the name or its internal suffix', () => {
    expect(remoteKeyOf({ name: 'contact' })).toBe('contact');
    expect(remoteKeyOf({ name: '__mfe_internal__host__mf_owner__9__projects' })).toBe('projects');
  });
  it('is null for a remote that is not ours', () => {
    expect(remoteKeyOf({ name: 'elsewhere' })).toBeNull();
  });
});
