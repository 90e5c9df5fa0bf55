// The parts of nginx.conf that follow remotes.json: one upstream per remote origin, the include
// locations of the fragment server, and the host's /_release/ locations.
import { join } from 'node:path';
import { fragmentFileNames, RELEASE_TOKEN } from '../../../shared/build/fragment.mjs';
import { releaseBaseOf, releaseMarkerStart } from '../../core/ssi.mjs';
import { releaseProxyDirectives, releaseVariable } from '../releaseSelection.mjs';
import { deployPrefix, REMOTES } from './settings.mjs';

/** A release base URL as nginx's config may hold it: scheme, host, port and plain path segments. */
const SAFE_URL = /^https?:\/\/[a-z0-9.-]+(:\d+)?\/([a-z0-9._~-]+\/)*$/i;

/**
 * @typedef {{ block: string, pass: string, headers: string }} Upstream
 * @typedef {{ remote: string, url: URL, origin: Upstream }} NamedRemote
 */

/**
 * A remote's release base URL, refused unless it is a plain URL (it is written into the config).
 * @param {string} remote @param {unknown} entry
 */
function safeBase(remote, entry) {
  let base;
  try {
    base = releaseBaseOf(/** @type {string} */ (entry));
  } catch {
    base = '';
  }
  if (!SAFE_URL.test(base) || base.includes('/../') || base.includes('/./'))
    throw new Error(`remotes.json: unsafe or invalid URL for ${remote}: ${JSON.stringify(entry)}`);
  return new URL(base);
}

/**
 * The upstream group of a remote's origin (kept-alive connections), and how a location reaches it.
 * @param {string} remote @param {URL} url @returns {Upstream}
 */
function originUpstream(remote, url) {
  // The remotes listen on IPv4; "localhost" would try ::1 first and log a refusal each time.
  const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const name = `mf_origin_${remote}`;
  return {
    block: `  upstream ${name} {\n    server ${host}:${port};\n    keepalive 16;\n  }\n`,
    pass: `${url.protocol}//${name}`,
    // Host and TLS name of the origin itself, not of the group.
    headers: `      proxy_set_header Host ${url.host};\n      proxy_ssl_name ${url.hostname};\n`,
  };
}

/**
 * Each remote that remotes.json names: its release base URL (checked) and its upstream group.
 * @param {Record<string, unknown>} remotesJson @returns {NamedRemote[]}
 */
export function namedRemotes(remotesJson) {
  return REMOTES.filter((remote) => typeof remotesJson[remote] === 'string').map((remote) => {
    const url = safeBase(remote, remotesJson[remote]);
    return { remote, url, origin: originUpstream(remote, url) };
  });
}

/**
 * The head fragment's stale mark: the include's location runs SSI on the head fragment, so any directive the remote
 * sent is defused and one of ours echoes $mf_stale_mark before the release marker.
 * @param {string} remote
 */
export function headStaleMark(remote) {
  const echo = `<!--# echo var="mf_stale_mark" encoding="none" default="" -->`;
  return `      sub_filter '<!--#' '<!-- #';\n      sub_filter '${releaseMarkerStart(remote)}' '${echo}${releaseMarkerStart(remote)}';\n`;
}

/**
 * The cache key of each include path: the URL of the current release's fragment file (release + major).
 * @param {NamedRemote[]} named
 */
export function fragmentCacheKeys(named) {
  return named
    .flatMap(({ remote, url }) =>
      Object.entries(fragmentFileNames('$mf_major')).map(
        ([part, file]) =>
          `    "~^/_fragment/${remote}/contract-(?<mf_major>[0-9]+)/${part}$" "${url.origin}${releaseVariable(remote)}${file}";`,
      ),
    )
    .join('\n');
}

/** @param {NamedRemote[]} named */
export const originUpstreams = (named) => named.map(({ origin }) => origin.block).join('');

/**
 * The fragment server's locations: /_fragment/<remote>/contract-<major>/body|head proxied to the page's release
 * (X-Mf-Release, set by releaseSelection.mjs), its token replaced by the release's base URL. A release built against
 * another contract major has no such file and answers 404, so the page gets the include's stub; a remote missing from
 * remotes.json gets no location at all.
 * @param {NamedRemote[]} named
 */
export function fragmentLocations(named) {
  return named
    .flatMap(({ remote, url, origin }) =>
      Object.entries(fragmentFileNames('$1')).map(
        ([part, file]) => `    location ~ ^/_fragment/${remote}/contract-[0-9]+/${part}$ {
      rewrite ^/_fragment/${remote}/contract-([0-9]+)/${part}$ \${http_x_mf_release}${file} break;
      proxy_pass ${origin.pass};
${origin.headers}      sub_filter '${RELEASE_TOKEN}' '${url.origin}\${http_x_mf_release}';
${part === 'head' ? headStaleMark(remote) : ''}      add_header X-Fragment-Source "${url.origin}$uri" always;
    }
`,
      ),
    )
    .join('');
}

/**
 * The host's `/_release/<remote>/` locations: this request's release's files through the host's origin, bounded like an
 * include. A head stylesheet blocks the whole page, so a stalled remote must cost a quick 504, not a hang.
 * @param {NamedRemote[]} named
 */
export function releaseLocations(named) {
  return named
    .map(
      ({ remote, origin }) => `    location ^~ /_release/${remote}/ {
      rewrite ^/_release/${remote}/(.*)$ ${releaseVariable(remote)}$1 break;
${releaseProxyDirectives(origin)}      include ${join(deployPrefix(), 'conf', 'common-headers.conf')};
    }
`,
    )
    .join('');
}
