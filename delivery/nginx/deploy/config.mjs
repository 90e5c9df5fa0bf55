// Renders the deploy's nginx config from the templates, remotes.json, canary.json and delivery/core's rules.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../../../shared/build/apps.json' with { type: 'json' };
import { MAX_BEACON_BYTES } from '../../../shared/build/beacon.mjs';
import { COLLECTOR_HEADER } from '../../../shared/build/beaconWire.mjs';
import { prefixShellFile, RELEASE_TOKEN } from '../../../shared/build/fragment.mjs';
import { rateFromEnv } from '../../core/beaconRateLimit.mjs';
import { CACHE_POLICY, PAGE_PATHS } from '../../core/composition.mjs';
import { linkHeaderFor } from '../../core/earlyHints.mjs';
import { siteSecurityHeaders } from '../../core/securityHeaders.mjs';
import { staleMark } from '../../core/ssi.mjs';
import { njsBeaconCollector } from '../njsBundle.mjs';
import { NJS_INSTALL, njsModule } from '../njsModule.mjs';
import {
  pagePathHeader,
  prefixFragmentCacheKeys,
  prefixFragmentLocations,
  prefixHostLocations,
  servedPrefixes,
} from '../prefixes.mjs';
import {
  linkWithReleaseVariables,
  pageHeaderLines,
  placeholder,
  releaseSelectionConfig,
  remotesJsonBody,
} from '../releaseSelection.mjs';
import { readCanaries } from './canaryState.mjs';
import {
  fragmentCacheKeys,
  fragmentLocations,
  headStaleMark,
  namedRemotes,
  originUpstreams,
  releaseLocations,
} from './locations.mjs';
import { deployedReleases, readRemotesJson } from './releases.mjs';
import { corsOrigins, deployPorts, deployPrefix, fragmentFreshness, REMOTES, ROOT } from './settings.mjs';

const MODULE_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const TEMPLATES = join(ROOT, 'delivery', 'nginx');

/** @param {string} template @param {Record<string, unknown>} values */
export function fill(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key] ?? ''));
}

/** @param {Record<string, string>} headers */
const headerLines = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');

/** @param {import('./locations.mjs').NamedRemote[]} named */
function routeLinks(named) {
  const placeheld = Object.fromEntries(
    named.map(({ remote, url }) => [remote, `${url.origin}/${placeholder(remote)}/remoteEntry.js`]),
  );
  return config.routes
    .flatMap((route) => {
      const link = linkHeaderFor(route.path, placeheld);
      return link ? [[route.path, linkWithReleaseVariables(link, named)]] : [];
    })
    .map(([path, link]) => `    "~^${path}/?(\\?.*)?$" "${link.replaceAll('"', '\\"')}";`)
    .join('\n');
}

/** Says whether brotli and the beacon collector (njs) are on. */
export function renderConfig() {
  const prefix = deployPrefix();
  const ports = deployPorts();
  const remotesJson = readRemotesJson();
  const releases = deployedReleases();
  const conf = (/** @type {string} */ file) => join(prefix, 'conf', file);
  const cspFile = join(prefix, 'sites', 'host', 'csp.json');
  const csp = existsSync(cspFile) ? JSON.parse(readFileSync(cspFile, 'utf8')) : {};
  const { common, html } = siteSecurityHeaders({ remotes: remotesJson, csp });
  const brotli = BROTLI_MODULES.every((file) => existsSync(join(MODULE_DIR, file)));
  const njs = njsModule();
  const named = namedRemotes(remotesJson);
  const cachePolicy = {
    CACHE_REVALIDATE: CACHE_POLICY.revalidate,
    CACHE_IMMUTABLE: CACHE_POLICY.immutable,
    CACHE_OTHER: CACHE_POLICY.other,
  };
  const beaconLimits = {
    BEACON_MAX_BYTES: MAX_BEACON_BYTES,
    BEACON_RATE: `${rateFromEnv().perMinute}r/m`,
    BEACON_BURST: rateFromEnv().burst,
  };

  writeFileSync(conf('common-headers.conf'), `${headerLines(common)}\n`);
  // Cache-Control and the collector's header follow the preview (releaseSelection.mjs).
  writeFileSync(
    conf('html-headers.conf'),
    `${headerLines({ ...common, ...html })}\nadd_header Link $route_link always;\n${pageHeaderLines(named)}`,
  );
  if (njs) writeFileSync(conf('beacon-collector.js'), njsBeaconCollector());
  writeFileSync(
    conf('cors.conf'),
    'add_header Access-Control-Allow-Origin $cors_origin always;\nadd_header Vary Origin always;\n',
  );
  const collector = njs
    ? fill(readFileSync(join(TEMPLATES, 'beacon-collector.conf.template'), 'utf8'), { ...beaconLimits, PREFIX: prefix })
    : `    # No beacon collector: nginx has no njs module (${NJS_INSTALL}).\n`;
  const prefixes = servedPrefixes(named, (remote, locale) => {
    const shell = join(prefix, 'sites', 'host', prefixShellFile(remote, locale));
    return existsSync(shell) ? readFileSync(shell, 'utf8') : null;
  });
  const byName = Object.fromEntries(named.map((entry) => [entry.remote, entry]));
  const remoteTemplate = readFileSync(join(TEMPLATES, 'remote-server.conf.template'), 'utf8');
  let text = fill(readFileSync(join(TEMPLATES, 'nginx.conf.template'), 'utf8'), {
    ...cachePolicy,
    ...beaconLimits,
    PREFIX: prefix,
    MIME_TYPES: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : join(TEMPLATES, 'mime.types'),
    LOAD_MODULES: [...(brotli ? BROTLI_MODULES.map((file) => join(MODULE_DIR, file)) : []), ...(njs ? [njs] : [])]
      .map((file) => `load_module ${file};`)
      .join('\n'),
    HOST_PORT: ports.host,
    RELEASE_SELECTION: releaseSelectionConfig({
      remotes: named,
      canaries: readCanaries(),
      releases,
      collector: njs ? COLLECTOR_HEADER.value : '',
    }),
    REMOTES_JSON_BODY: remotesJsonBody(named),
    FRAGMENT_LOCATIONS:
      fragmentLocations(named) + prefixFragmentLocations(prefixes, byName, headStaleMark, RELEASE_TOKEN),
    PREFIX_LOCATIONS: prefixHostLocations(prefixes, {
      prefix,
      origins: Object.fromEntries(named.map(({ remote, origin }) => [remote, origin])),
    }),
    PAGE_PATH_HEADER: pagePathHeader(prefixes),
    ORIGIN_UPSTREAMS: originUpstreams(named),
    FRAGMENT_FRESH: fragmentFreshness(),
    FRAGMENT_KEYS: [fragmentCacheKeys(named), prefixFragmentCacheKeys(prefixes, byName)].filter(Boolean).join('\n'),
    STALE_MARK: staleMark('$mf_remote'),
    RELEASE_LOCATIONS: releaseLocations(named),
    ROUTE_NAMES: PAGE_PATHS.filter((path) => path !== '/')
      .map((path) => path.slice(1))
      .join('|'),
    CORS_ORIGINS: corsOrigins()
      .map((origin) => `    "${origin}" $http_origin;`)
      .join('\n'),
    ROUTE_LINKS: routeLinks(named),
    NOT_FOUND_PAGES: config.locales
      .slice(1)
      .map((locale) => `    ~^/${locale}(/|$) /${locale}/404.html;`)
      .join('\n'),
    BEACON_COLLECTOR: collector,
    REMOTE_SERVERS: REMOTES.map((remote) =>
      fill(remoteTemplate, { ...cachePolicy, PREFIX: prefix, REMOTE: remote, PORT: ports[remote] }),
    ).join('\n'),
  });
  if (!brotli)
    text = text
      .split('\n')
      .filter((line) => !line.includes('# BROTLI'))
      .join('\n');
  writeFileSync(conf('nginx.conf'), text);
  return { brotli, collector: Boolean(njs) };
}
