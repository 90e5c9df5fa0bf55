// nginx's prefix pages (decision 0026): SSI cannot change a status once a page streams, so the release folder is
// asked first and a missing page is the site's 404.
import config from '../../shared/build/apps.json' with { type: 'json' };
import { localePathOf } from '../../shared/build/apps.mjs';
import { FRAGMENT_INCLUDE_PATH, fragmentFileNames, PAGES_DIR, prefixShellFile } from '../../shared/build/fragment.mjs';
import { releaseProxyDirectives, releaseVariable } from './releaseSelection.mjs';

/** One segment of a page path under a prefix (shared/build/apps.mjs isPagePath: a file's last one may hold dots). */
const SEGMENT = '[a-z0-9][a-z0-9-]{0,99}';
const FILE_SEGMENT = '[a-z0-9][a-z0-9.-]{0,99}\\.[a-z0-9]+';

/**
 * The apps.json prefixes of named remotes; when the host owns the base, only the paths under it are the remote's.
 * @param {{ remote: string }[]} named the remotes remotes.json names
 * @param {(remote: string, locale: string) => string | null} shellOf the host's deployed shell for a remote's prefix in a language, or null
 * @param {{ routes: { path: string }[], pages: { path: string }[], prefixes?: { path: string, remote: string }[], locales?: string[] }} [appsConfig]
 * @returns {{ remote: string, base: string, hostOwnsBase: boolean, major: string, shell: string }[]}
 */
export function servedPrefixes(named, shellOf, appsConfig = config) {
  const own = new Set([...appsConfig.routes, ...appsConfig.pages].map((page) => page.path));
  return (appsConfig.prefixes ?? []).flatMap(({ path, remote }) => {
    if (!named.some((entry) => entry.remote === remote)) return [];
    return (appsConfig.locales ?? ['en']).flatMap((locale) => {
      const shell = shellOf(remote, locale);
      // No shell, no pages (the 404).
      const major = [...(shell ?? '').matchAll(/<!--# include virtual="([^"]+)"/g)]
        .map((match) => FRAGMENT_INCLUDE_PATH.exec(match[1] ?? ''))
        .find((include) => include?.[1] === remote && include[4] === 'page/' && include[5] === 'body')?.[2];
      if (!major) return [];
      const base = path.replace(/\/\*$/, '');
      return [
        {
          remote,
          base: localePathOf(base, locale, appsConfig),
          hostOwnsBase: own.has(base),
          major,
          shell: prefixShellFile(remote, locale),
        },
      ];
    });
  });
}

/** One entry per remote, with the bases of all its languages. @param {ReturnType<typeof servedPrefixes>} prefixes */
function byRemote(prefixes) {
  /** @type {Map<string, string[]>} */
  const bases = new Map();
  for (const { remote, base } of prefixes) bases.set(remote, [...(bases.get(remote) ?? []), base]);
  return [...bases].map(([remote, list]) => ({ remote, base: list.length === 1 ? list[0] : `(?:${list.join('|')})` }));
}

/**
 * @param {ReturnType<typeof servedPrefixes>} prefixes
 * @param {{ prefix: string, origins: Record<string, { pass: string, headers: string }> }} deployment `prefix`: the deploy prefix (its sites/ folder); `origins`: each remote's upstream (deploy.mjs originUpstream)
 */
export function prefixHostLocations(prefixes, { prefix, origins }) {
  const pages = prefixes.map(({ remote, base, hostOwnsBase, major, shell }) => {
    const segments = hostOwnsBase ? `(?:/${SEGMENT}){1,7}` : `(?:/${SEGMENT}){0,7}`;
    const pageFile = `${prefix}/sites/${remote}${releaseVariable(remote)}${PAGES_DIR}$mf_page_path/${fragmentFileNames(major).body}`;
    return `    # ${base}/*: remote-${remote}'s pages in the host's shell (delivery/nginx/prefixes.mjs).
    location ~ "^(?<mf_page_path>${base}${segments})/?$" {
      # The page this request's release pre-rendered for the path, or the site's 404 page.
      if (!-f ${pageFile}) {
        return 404;
      }
      include ${prefix}/conf/html-headers.conf;
      # Pages are composed by SSI and then compressed on the fly: SSI skips precompressed files.
      ssi on;
      gzip_static off;
      brotli_static off; # BROTLI
      try_files /${shell} =404;
    }
`;
  });
  const files = prefixes.map(({ remote, base }) => {
    const origin = origins[remote];
    if (!origin) throw new Error(`no upstream for ${remote}`);
    return `    # ${base}/<file> (the feed, preview images): the file of this request's release of remote-${remote}.
    location ~ "^(?<mf_prefix_file>${base}(?:/${SEGMENT}){0,6}/${FILE_SEGMENT})$" {
      rewrite ^ ${releaseVariable(remote)}${PAGES_DIR}$mf_prefix_file break;
${releaseProxyDirectives(origin)}      # A file the release lacks: the site's 404 page (error_page 404 of the server).
      proxy_intercept_errors on;
      include ${prefix}/conf/common-headers.conf;
    }
`;
  });
  // The shells are composed for a path under their prefix only.
  const shells = prefixes.length ? '    location ^~ /_prefix/ {\n      internal;\n    }\n' : '';
  return [...pages, ...files, shells].join('');
}

/**
 * The page includes' locations; X-Mf-Page is checked again here.
 * @param {ReturnType<typeof servedPrefixes>} prefixes
 * @param {Record<string, { url: URL, origin: { pass: string, headers: string } }>} remotes deploy.mjs's namedRemotes, by name
 * @param {(remote: string) => string} staleMark the head fragment's stale mark lines (deploy.mjs headStaleMark)
 * @param {string} releaseToken the token the release's URLs start with (shared/build/fragment.mjs RELEASE_TOKEN)
 */
export function prefixFragmentLocations(prefixes, remotes, staleMark, releaseToken) {
  return byRemote(prefixes)
    .flatMap(({ remote, base }) => {
      const named = remotes[remote];
      if (!named) return [];
      const { url, origin } = named;
      return Object.entries(fragmentFileNames('$1')).map(
        ([part, file]) => `    location ~ ^/_fragment/${remote}/contract-[0-9]+/page/${part}$ {
      if ($http_x_mf_page !~ "^${base}(/${SEGMENT}){0,7}$") {
        return 404;
      }
      rewrite ^/_fragment/${remote}/contract-([0-9]+)/page/${part}$ \${http_x_mf_release}${PAGES_DIR}\${http_x_mf_page}/${file} break;
      proxy_pass ${origin.pass};
${origin.headers}      sub_filter '${releaseToken}' '${url.origin}\${http_x_mf_release}';
${part === 'head' ? staleMark(remote) : ''}      add_header X-Fragment-Source "${url.origin}$uri" always;
    }
`,
      );
    })
    .join('');
}

/** @param {ReturnType<typeof servedPrefixes>} prefixes @param {Record<string, { url: URL }>} remotes */
export function prefixFragmentCacheKeys(prefixes, remotes) {
  return byRemote(prefixes)
    .flatMap(({ remote }) => {
      const named = remotes[remote];
      if (!named) return [];
      return Object.entries(fragmentFileNames('$mf_major')).map(
        ([part, file]) =>
          `    "~^/_fragment/${remote}/contract-(?<mf_major>[0-9]+)/page/${part}$" "${named.url.origin}${releaseVariable(remote)}${PAGES_DIR}\${mf_page_path}/${file}";`,
      );
    })
    .join('\n');
}

/** @param {ReturnType<typeof servedPrefixes>} prefixes */
export function pagePathHeader(prefixes) {
  return prefixes.length ? '      proxy_set_header X-Mf-Page $mf_page_path;\n' : '';
}
