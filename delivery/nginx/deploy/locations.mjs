// The parts of nginx.conf that follow remotes.json: upstreams, fragment locations, /_release/ locations.
import { join } from 'node:path';
import config from '../../../shared/build/apps.json' with { type: 'json' };
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

/** Refused unless a plain URL: it is written into the config. @param {string} remote @param {unknown} entry */
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

/** @param {string} remote @param {URL} url @returns {Upstream} */
function originUpstream(remote, url) {
  // The remotes listen on IPv4; "localhost" would try ::1 first and log a refusal each time.
  const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const name = `mf_origin_${remote}`;
  return {
    block: `  upstream ${name} {\n    server ${host}:${port};\n    keepalive 16;\n  }\n`,
    pass: `${url.protocol}//${name}`,
    headers: `      proxy_set_header Host ${url.host};\n      proxy_ssl_name ${url.hostname};\n`,
  };
}

/** @param {Record<string, unknown>} remotesJson @returns {NamedRemote[]} */
export function namedRemotes(remotesJson) {
  return REMOTES.filter((remote) => typeof remotesJson[remote] === 'string').map((remote) => {
    const url = safeBase(remote, remotesJson[remote]);
    return { remote, url, origin: originUpstream(remote, url) };
  });
}

/** SSI runs on the head fragment, so the remote's directives are defused and ours echoes $mf_stale_mark. @param {string} remote */
export function headStaleMark(remote) {
  const echo = `<!--# echo var="mf_stale_mark" encoding="none" default="" -->`;
  return `      sub_filter '<!--#' '<!-- #';\n      sub_filter '${releaseMarkerStart(remote)}' '${echo}${releaseMarkerStart(remote)}';\n`;
}

/**
 * Each language's include paths and files: `body` → `fragment.contract-<major>.html`, `de/body` → `de/fragment…`.
 * @param {string} major @returns {[string, string][]}
 */
function localeParts(major) {
  return config.locales.flatMap((locale) => {
    const dir = locale === config.locales[0] ? '' : `${locale}/`;
    return Object.entries(fragmentFileNames(major, locale)).map(
      ([part, file]) => /** @type {[string, string]} */ ([`${dir}${part}`, file]),
    );
  });
}

/** @param {NamedRemote[]} named */
export function fragmentCacheKeys(named) {
  return named
    .flatMap(({ remote, url }) =>
      localeParts('$mf_major').map(
        ([part, file]) =>
          `    "~^/_fragment/${remote}/contract-(?<mf_major>[0-9]+)/${part}$" "${url.origin}${releaseVariable(remote)}${file}";`,
      ),
    )
    .join('\n');
}

/** @param {NamedRemote[]} named */
export const originUpstreams = (named) => named.map(({ origin }) => origin.block).join('');

/** Another contract major has no such file: the stub. @param {NamedRemote[]} named */
export function fragmentLocations(named) {
  return named
    .flatMap(({ remote, url, origin }) =>
      localeParts('$1').map(
        ([part, file]) => `    location ~ ^/_fragment/${remote}/contract-[0-9]+/${part}$ {
      rewrite ^/_fragment/${remote}/contract-([0-9]+)/${part}$ \${http_x_mf_release}${file} break;
      proxy_pass ${origin.pass};
${origin.headers}      sub_filter '${RELEASE_TOKEN}' '${url.origin}\${http_x_mf_release}';
${part.endsWith('head') ? headStaleMark(remote) : ''}      add_header X-Fragment-Source "${url.origin}$uri" always;
    }
`,
      ),
    )
    .join('');
}

/** Bounded like an include: a head stylesheet blocks the page, so a stall is a quick 504. @param {NamedRemote[]} named */
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
