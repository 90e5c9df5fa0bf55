import { LOCALES } from '../../../shared/src/i18n/locale';
import { describe, expect, it } from 'vitest';
import { fragmentCacheKeys, fragmentLocations, namedRemotes, originUpstreams, releaseLocations } from './locations.mjs';

const remotes = {
  skills: 'http://localhost:8081/ab12cd34ef/remoteEntry.js',
  projects: 'https://projects.example.test/rel-1/remoteEntry.js',
};

describe('namedRemotes', () => {
  it('takes the remotes remotes.json names, each with its release base and upstream', () => {
    const named = namedRemotes(remotes);
    expect(named.map(({ remote, url }) => [remote, url.href])).toEqual([
      ['skills', 'http://localhost:8081/ab12cd34ef/'],
      ['projects', 'https://projects.example.test/rel-1/'],
    ]);
    // localhost is reached over IPv4, where the remotes listen.
    expect(originUpstreams(named)).toContain('server 127.0.0.1:8081;');
    expect(originUpstreams(named)).toContain('server projects.example.test:443;');
  });

  it('refuses a URL that could break out of the config', () => {
    expect(() => namedRemotes({ skills: 'http://x/a;b/remoteEntry.js' })).toThrow('unsafe or invalid URL for skills');
    expect(() => namedRemotes({ skills: 'http://x/a"b/remoteEntry.js' })).toThrow('unsafe');
    expect(() => namedRemotes({ skills: 'not a url' })).toThrow('unsafe');
  });
});

describe('locations', () => {
  const named = namedRemotes(remotes);

  it('gives each include path a location that replaces the release token, and marks the head', () => {
    const text = fragmentLocations(named);
    expect(text).toContain('location ~ ^/_fragment/skills/contract-[0-9]+/body$');
    expect(text).toContain("sub_filter '/__mf_release__/' 'http://localhost:8081${http_x_mf_release}';");
    expect(text.match(/echo var="mf_stale_mark"/g)).toHaveLength(2 * LOCALES.length);
  });

  it('gives each language its own include paths and files', () => {
    const text = fragmentLocations(named);
    expect(text).toContain('location ~ ^/_fragment/skills/contract-[0-9]+/de/body$');
    expect(text).toContain('de/fragment.contract-$1.html break;');
  });

  it('keys the fragment cache by the release file URL', () => {
    expect(fragmentCacheKeys(named)).toContain(
      '"~^/_fragment/skills/contract-(?<mf_major>[0-9]+)/body$" "http://localhost:8081',
    );
  });

  it('serves /_release/<remote>/ for each named remote only', () => {
    const text = releaseLocations(named);
    expect(text).toContain('location ^~ /_release/skills/');
    expect(text).toContain('location ^~ /_release/projects/');
    expect(text).not.toContain('/_release/contact/');
  });
});
