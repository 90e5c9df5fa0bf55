import { describe, expect, it } from 'vitest';
import {
  pagePathHeader,
  prefixFragmentCacheKeys,
  prefixFragmentLocations,
  prefixHostLocations,
  servedPrefixes,
} from './prefixes.mjs';

const appsConfig = {
  routes: [{ path: '/' }, { path: '/projects' }],
  pages: [{ path: '/resume' }],
  prefixes: [
    { path: '/projects/*', remote: 'projects' },
    { path: '/writing/*', remote: 'writing' },
  ],
};
const shell = (remote: string, major = 1) =>
  `<head><!--# include virtual="/_fragment/${remote}/contract-${major}/page/head" stub="mf-page-head" --></head>` +
  `<main><!--# include virtual="/_fragment/${remote}/contract-${major}/page/body" stub="mf-skeleton-${remote}" --></main>`;
const named = [{ remote: 'projects' }, { remote: 'writing' }];

describe('servedPrefixes', () => {
  it("takes each prefix's base, whether the host owns the base, and the major its shell includes", () => {
    expect(servedPrefixes(named, (remote) => shell(remote, remote === 'writing' ? 2 : 1), appsConfig)).toEqual([
      { remote: 'projects', base: '/projects', hostOwnsBase: true, major: '1', shell: '_prefix/projects.html' },
      { remote: 'writing', base: '/writing', hostOwnsBase: false, major: '2', shell: '_prefix/writing.html' },
    ]);
  });

  it('serves each language under its own base, from its own shell', () => {
    expect(
      servedPrefixes([{ remote: 'writing' }], (remote) => shell(remote), { ...appsConfig, locales: ['en', 'de'] }),
    ).toEqual([
      { remote: 'writing', base: '/writing', hostOwnsBase: false, major: '1', shell: '_prefix/writing.html' },
      { remote: 'writing', base: '/de/writing', hostOwnsBase: false, major: '1', shell: '_prefix/de/writing.html' },
    ]);
  });

  it('leaves out a prefix whose remote remotes.json does not name, or whose shell the host lacks', () => {
    expect(
      servedPrefixes([{ remote: 'writing' }], (remote) => shell(remote), appsConfig).map(({ remote }) => remote),
    ).toEqual(['writing']);
    expect(servedPrefixes(named, (remote) => (remote === 'writing' ? null : shell(remote)), appsConfig)).toEqual([
      { remote: 'projects', base: '/projects', hostOwnsBase: true, major: '1', shell: '_prefix/projects.html' },
    ]);
    // A shell that includes another remote's page, or only a section, is no shell for this prefix.
    expect(servedPrefixes([{ remote: 'writing' }], () => shell('projects'), appsConfig)).toEqual([]);
  });
});

describe('the config for the prefixes', () => {
  const prefixes = servedPrefixes(named, (remote) => shell(remote), appsConfig);
  const origins = {
    projects: { pass: 'http://mf_origin_projects', headers: '      proxy_set_header Host localhost:8082;\n' },
    writing: { pass: 'http://mf_origin_writing', headers: '      proxy_set_header Host localhost:8084;\n' },
  };

  it("answers a page only when this request's release has it, and a base the host owns stays the host's", () => {
    const conf = prefixHostLocations(prefixes, { prefix: '/srv/site', origins });
    const pageRegex = (base: string) =>
      new RegExp(
        /location ~ "(\^\(\?<mf_page_path>[^"]+)" \{/
          .exec(conf.slice(conf.indexOf(`# ${base}/*`)))![1]!
          .replace('?<mf_page_path>', '') as string,
      );
    expect(pageRegex('/writing').test('/writing')).toBe(true);
    expect(pageRegex('/writing').test('/writing/page/2/')).toBe(true);
    expect(pageRegex('/writing').test('/writing/feed.xml')).toBe(false);
    expect(pageRegex('/writing').test('/writing/Hello')).toBe(false);
    expect(pageRegex('/projects').test('/projects')).toBe(false);
    expect(pageRegex('/projects').test('/projects/foodie-express')).toBe(true);
    expect(conf).toContain(
      'if (!-f /srv/site/sites/writing${mf_release_writing}pages$mf_page_path/fragment.contract-1.html) {\n        return 404;',
    );
    expect(conf).toContain('try_files /_prefix/writing.html =404;');
    expect(conf).toContain('rewrite ^ ${mf_release_writing}pages$mf_prefix_file break;');
    expect(conf).toContain('location ^~ /_prefix/ {\n      internal;');
  });

  it("fetches a page include from the path's page file of the release, keyed by it in the cache", () => {
    const remotes = {
      projects: { url: new URL('http://localhost:8082/r1/'), origin: origins.projects },
      writing: { url: new URL('http://localhost:8084/r2/'), origin: origins.writing },
    };
    const fragment = prefixFragmentLocations(prefixes, remotes, () => '      # stale mark\n', '__MF_RELEASE__');
    expect(fragment).toContain(
      'rewrite ^/_fragment/writing/contract-([0-9]+)/page/body$ ${http_x_mf_release}pages${http_x_mf_page}/fragment.contract-$1.html break;',
    );
    expect(fragment).toContain('if ($http_x_mf_page !~ "^/writing(/[a-z0-9][a-z0-9-]{0,99}){0,7}$")');
    expect(fragment.match(/# stale mark/g)).toHaveLength(2);
    expect(prefixFragmentCacheKeys(prefixes, remotes)).toContain(
      '"~^/_fragment/writing/contract-(?<mf_major>[0-9]+)/page/body$" "http://localhost:8084${mf_release_writing}pages${mf_page_path}/fragment.contract-$mf_major.html";',
    );
    expect(pagePathHeader(prefixes)).toBe('      proxy_set_header X-Mf-Page $mf_page_path;\n');
    expect(pagePathHeader([])).toBe('');
    expect(prefixHostLocations([], { prefix: '/srv/site', origins })).toBe('');
  });
});
