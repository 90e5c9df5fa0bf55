#!/usr/bin/env node
// Deploys the four builds in the working tree to nginx on four origins, under a private
// prefix (default /tmp/portfolio-nginx; DEPLOY_PREFIX overrides). Nothing under /etc changes.
//
//   node delivery/nginx/deploy.mjs serve           deploy and run nginx in the foreground (Ctrl-C stops it)
//   node delivery/nginx/deploy.mjs start | stop    deploy and start nginx as a daemon (reload it if running) / stop it
//   node delivery/nginx/deploy.mjs release <remote> [dist]   copy a remote build in as a new release, print its id
//   node delivery/nginx/deploy.mjs point <remote> <release>  re-point remotes.json (the host is not rebuilt)
//   node delivery/nginx/deploy.mjs reload          after a hand edit of remotes.json: re-render, reload
//   node delivery/nginx/deploy.mjs preview <remote> <release>          print a deployed release's preview link
//   node delivery/nginx/deploy.mjs canary <remote> <release> <percent> start a canary (canary.json)
//   node delivery/nginx/deploy.mjs promote <remote> | abort <remote>  end it: the candidate becomes stable, or not
//
// A release must carry valid fragment files (fragment[-head].contract-<major>.html, shared/build/fragment.mjs):
// nginx pastes them into the host's pages (SSI), so a bad one is refused with a one-line message.
// DEPLOY_PORTS=host,skills,projects,contact moves the four origins (the include tests use it).
//
// The beacon collector (field data) needs nginx's njs module (Debian: libnginx-mod-http-js): it
// checks each beacon with the same schema code as npm start and the Worker. Without the module the
// site is deployed without a collector (its pages get no Server-Timing: beacon, so they send
// nothing) and the summary line says so.
//
// Remotes are deployed as immutable releases side by side (sites/<remote>/<release>/);
// remotes.json alone says which one the host loads, so a rollback is one edit.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { consecutivePorts } from '../../shared/build/appPorts.mjs';
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import {
  fragmentFileNames,
  prefixShellFile,
  releaseFragmentProblems,
  releaseNameProblem,
} from '../../shared/build/fragment.mjs';
import { CACHE_POLICY, PAGE_PATHS, remotesJsonProblem } from '../core/composition.mjs';
import { linkHeaderFor } from '../core/earlyHints.mjs';
import { siteSecurityHeaders } from '../core/securityHeaders.mjs';
import { RELEASE_TOKEN, releaseBaseOf, releaseMarkerStart, staleMark } from '../core/ssi.mjs';
import { rateFromEnv } from '../core/beaconRateLimit.mjs';
import { releaseIdOf } from '../core/releaseId.mjs';
import { MAX_BEACON_BYTES } from '../../shared/build/beacon.mjs';
import { COLLECTOR_HEADER } from '../../shared/build/beaconWire.mjs';
import { njsBeaconCollector } from './njsBundle.mjs';
import { canaryStateProblem, endCanary, PREVIEW_QUERY, releaseEntryBeside, withCanary } from '../core/canary.mjs';
import {
  linkWithReleaseVariables,
  pageHeaderLines,
  placeholder,
  releaseSelectionConfig,
  releaseProxyDirectives,
  releaseVariable,
  remotesJsonBody,
} from './releaseSelection.mjs';
import { NJS_INSTALL, njsModule } from './njsModule.mjs';
import {
  pagePathHeader,
  prefixFragmentCacheKeys,
  prefixFragmentLocations,
  prefixHostLocations,
  servedPrefixes,
} from './prefixes.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Where the builds are taken from (host/dist, remote-*/dist): the repository, or DEPLOY_DIST_ROOT.
const DIST_ROOT = resolve(process.env.DEPLOY_DIST_ROOT ?? ROOT);
const APP_NAMES = Object.keys(config.apps);
const REMOTES = remoteNamesOf();
/** The default ports: the host on 8080, then one per remote in apps.json's order (8081, 8082, …). */
export const DEPLOY_PORTS = consecutivePorts(8080);

/** The ports: DEPLOY_PORTS (one per app, in apps.json's order: host,skills,projects,contact) or the defaults. */
export function deployPorts() {
  const custom = (process.env.DEPLOY_PORTS ?? '').split(',').filter(Boolean).map(Number);
  if (custom.length === 0) return DEPLOY_PORTS;
  if (custom.length !== APP_NAMES.length || custom.some((port) => !Number.isInteger(port) || port <= 0))
    throw new Error(`DEPLOY_PORTS must be ${APP_NAMES.length} ports: ${APP_NAMES.join(',')}`);
  return Object.fromEntries(APP_NAMES.map((name, index) => [name, custom[index]]));
}
const MODULE_DIR = '/usr/lib/nginx/modules';
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

export function deployPrefix() {
  return resolve(process.env.DEPLOY_PREFIX ?? '/tmp/portfolio-nginx');
}

export function hostOrigin() {
  return process.env.DEPLOY_HOST_ORIGIN ?? `http://localhost:${deployPorts().host}`;
}

function remoteOrigin(remote) {
  return process.env[`DEPLOY_${remote.toUpperCase()}_ORIGIN`] ?? `http://localhost:${deployPorts()[remote]}`;
}

/** Origins allowed to load the remotes' files (CORS): the host's, plus DEPLOY_CORS_ORIGINS. */
export function corsOrigins() {
  const extra = (process.env.DEPLOY_CORS_ORIGINS ?? '').split(',').filter(Boolean);
  const host = new URL(hostOrigin());
  const loopbackTwin = host.hostname === 'localhost' ? [`${host.protocol}//127.0.0.1:${host.port}`] : [];
  return [...new Set([host.origin, ...loopbackTwin, ...extra])];
}

function checkRemote(remote) {
  if (!REMOTES.includes(remote)) throw new Error(`unknown remote ${JSON.stringify(remote)} (${REMOTES.join(', ')})`);
}

/** Refuses a release folder that lacks valid fragment files (all problems on one line). */
function checkReleaseFolder(dir, remote) {
  const problems = releaseFragmentProblems(dir, remote);
  if (problems.length) throw new Error(`release of ${remote} refused: ${problems.join('; ')}`);
}

export function addRelease(remote, distDir = join(DIST_ROOT, config.apps[remote]?.dir ?? remote, 'dist')) {
  checkRemote(remote);
  if (!existsSync(join(distDir, 'remoteEntry.js')))
    throw new Error(`${distDir} has no build of ${remote}: run npm run build`);
  checkReleaseFolder(distDir, remote);
  const id = releaseIdOf(distDir);
  const unsafe = releaseNameProblem(id);
  if (unsafe) throw new Error(unsafe);
  const target = join(deployPrefix(), 'sites', remote, id);
  if (!existsSync(target)) cpSync(distDir, target, { recursive: true });
  return id;
}

function remotesJsonPath() {
  return join(deployPrefix(), 'sites', 'host', 'remotes.json');
}

/** The deployed remotes.json; a malformed one (or, with DEPLOY_ENV=production, a non-https URL) is refused. */
export function readRemotesJson() {
  const text = readFileSync(remotesJsonPath(), 'utf8');
  const problem = remotesJsonProblem(text, { remotes: REMOTES, production: process.env.DEPLOY_ENV === 'production' });
  if (problem) throw new Error(problem);
  return JSON.parse(text);
}

function canaryJsonPath() {
  return join(deployPrefix(), 'sites', 'host', 'canary.json');
}

/** The running canaries (sites/host/canary.json; none without the file); a bad file is refused. */
export function readCanaries() {
  if (!existsSync(canaryJsonPath())) return {};
  const value = JSON.parse(readFileSync(canaryJsonPath(), 'utf8'));
  const problem = canaryStateProblem(value, REMOTES);
  if (problem) throw new Error(problem);
  return value;
}

/** The entry URL of a deployed release of `remote`, beside its stable one. */
function deployedEntry(remote, release) {
  checkRemote(remote);
  const unsafe = releaseNameProblem(release);
  if (unsafe) throw new Error(unsafe);
  const folder = join(deployPrefix(), 'sites', remote, release);
  if (!existsSync(join(folder, 'remoteEntry.js'))) throw new Error(`no release ${release} of ${remote} is deployed`);
  checkReleaseFolder(folder, remote);
  return releaseEntryBeside(readRemotesJson()[remote], release);
}

/** A deployed release's preview link (the remote's first route on the host). */
export function previewLink(remote, release) {
  deployedEntry(remote, release);
  const route = config.routes.find((candidate) => 'remote' in candidate && candidate.remote === remote);
  return `${hostOrigin()}${route?.path ?? '/'}?${PREVIEW_QUERY}=${remote}:${release}`;
}

/** Starts a canary: `percent` % of visitors (two decimals) on a deployed release. */
export function startCanary(remote, release, percent) {
  if (!(percent > 0 && percent < 100)) throw new Error('the share must be above 0 and below 100 (%)');
  const entry = deployedEntry(remote, release);
  if (entry === readRemotesJson()[remote]) throw new Error(`${release} is ${remote}'s stable release already`);
  // A fresh salt: each canary puts another share of visitors on its candidate.
  const salt = randomBytes(6).toString('hex');
  const canaries = withCanary(readCanaries(), remote, entry, percent, { salt });
  const problem = canaryStateProblem(canaries, REMOTES);
  if (problem) throw new Error(problem);
  writeFileSync(canaryJsonPath(), `${JSON.stringify(canaries, null, 2)}\n`);
  return canaries[remote];
}

/** Ends a canary: `promote` re-points remotes.json to the candidate, `abort` keeps stable. */
export function finishCanary(remote, action) {
  checkRemote(remote);
  const next = endCanary({ remotes: readRemotesJson(), canaries: readCanaries() }, remote, action);
  if (action === 'promote') writeFileSync(remotesJsonPath(), `${JSON.stringify(next.remotes, null, 2)}\n`);
  writeFileSync(canaryJsonPath(), `${JSON.stringify(next.canaries, null, 2)}\n`);
  return next.remotes[remote];
}

/** Each remote's deployed release folders (the releases a preview may name). */
function deployedReleases() {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const dir = join(deployPrefix(), 'sites', remote);
      const names = existsSync(dir) ? readdirSync(dir) : [];
      return [remote, names.filter((name) => existsSync(join(dir, name, 'remoteEntry.js')))];
    }),
  );
}

export function pointRemote(remote, release) {
  checkRemote(remote);
  const unsafe = releaseNameProblem(release);
  if (unsafe) throw new Error(unsafe);
  const folder = join(deployPrefix(), 'sites', remote, release);
  if (!existsSync(join(folder, 'remoteEntry.js'))) {
    throw new Error(`no release ${release} of ${remote} is deployed`);
  }
  checkReleaseFolder(folder, remote);
  // Read as it is: a first deploy points the remotes one by one (the full file is checked on use).
  const remotes = existsSync(remotesJsonPath()) ? JSON.parse(readFileSync(remotesJsonPath(), 'utf8')) : {};
  remotes[remote] = `${remoteOrigin(remote)}/${release}/remoteEntry.js`;
  writeFileSync(remotesJsonPath(), `${JSON.stringify(remotes, null, 2)}\n`);
  return remotes[remote];
}

function headerLines(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

const SAFE_URL = /^https?:\/\/[a-z0-9.-]+(:\d+)?\/([a-z0-9._~-]+\/)*$/i;

/**
 * How long nginx serves a cached fragment without asking its remote again (proxy_cache_valid):
 * DEPLOY_FRAGMENT_FRESH (an nginx time such as 5s or 500ms; the tests shorten it), default 5s.
 */
export function fragmentFreshness() {
  const fresh = process.env.DEPLOY_FRAGMENT_FRESH ?? '5s';
  if (!/^[1-9][0-9]{0,5}(ms|s|m)$/.test(fresh))
    throw new Error(`DEPLOY_FRAGMENT_FRESH must be an nginx time such as 5s, not ${JSON.stringify(fresh)}`);
  return fresh;
}

/** A remote's release base URL from remotes.json, refused unless it is a plain URL (it is written into nginx's config). */
function safeBase(remote, entry) {
  let base;
  try {
    base = releaseBaseOf(entry);
  } catch {
    base = '';
  }
  if (!SAFE_URL.test(base) || base.includes('/../') || base.includes('/./'))
    throw new Error(`remotes.json: unsafe or invalid URL for ${remote}: ${JSON.stringify(entry)}`);
  return new URL(base);
}

/** The upstream group of a remote's origin (kept-alive connections), and how a location reaches it. */
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
 * The head fragment's stale mark: the include's location (the cache) runs SSI on the head fragment,
 * so any directive the remote sent is defused here and one of ours echoes $mf_stale_mark before the
 * release marker.
 */
function headStaleMark(remote) {
  const echo = `<!--# echo var="mf_stale_mark" encoding="none" default="" -->`;
  return `      sub_filter '<!--#' '<!-- #';\n      sub_filter '${releaseMarkerStart(remote)}' '${echo}${releaseMarkerStart(remote)}';\n`;
}

/** The cache key of each include path: the URL of the current release's fragment file (release + major). */
export function fragmentCacheKeys(remotesJson) {
  return namedRemotes(remotesJson)
    .flatMap(({ remote, url }) =>
      Object.entries(fragmentFileNames('$mf_major')).map(
        ([part, file]) =>
          `    "~^/_fragment/${remote}/contract-(?<mf_major>[0-9]+)/${part}$" "${url.origin}${releaseVariable(remote)}${file}";`,
      ),
    )
    .join('\n');
}

/** Each remote that remotes.json names: its release base URL (checked) and its upstream group. */
function namedRemotes(remotesJson) {
  return REMOTES.filter((remote) => typeof remotesJson[remote] === 'string').map((remote) => {
    const url = safeBase(remote, remotesJson[remote]);
    return { remote, url, origin: originUpstream(remote, url) };
  });
}

/** One upstream group per remote origin in remotes.json (the fragment and release locations use them). */
export function originUpstreams(remotesJson) {
  return namedRemotes(remotesJson)
    .map(({ origin }) => origin.block)
    .join('');
}

/**
 * The fragment server's locations (nginx.conf.template): /_fragment/<remote>/contract-<major>/body|head proxied to
 * the release that remotes.json names, its token replaced by the release's base URL. A remote
 * missing from remotes.json gets none (the server answers 404, the page its stub).
 */
export function fragmentLocations(remotesJson) {
  return namedRemotes(remotesJson)
    .flatMap(({ remote, url, origin }) => {
      // The page names its contract major; the release has that major's files only if it was built
      // against it (shared/build/fragment.mjs), so another major's release answers 404: the stub.
      // '$1' is the major the rewrite captures from the include path. The cache key is the fragment
      // file's URL: origin, release folder and contract major.
      // The release path is this page's (X-Mf-Release, sent by the include's location: releaseSelection.mjs).
      return Object.entries(fragmentFileNames('$1')).map(
        ([part, file]) => `    location ~ ^/_fragment/${remote}/contract-[0-9]+/${part}$ {
      rewrite ^/_fragment/${remote}/contract-([0-9]+)/${part}$ \${http_x_mf_release}${file} break;
      proxy_pass ${origin.pass};
${origin.headers}      sub_filter '${RELEASE_TOKEN}' '${url.origin}\${http_x_mf_release}';
${part === 'head' ? headStaleMark(remote) : ''}      add_header X-Fragment-Source "${url.origin}$uri" always;
    }
`,
      );
    })
    .join('');
}

/**
 * The host's `/_release/<remote>/` locations: the files of this request's release through the host's
 * origin, bounded like an include. The section's stylesheets load from there (its head fragment):
 * a head stylesheet blocks the whole page, so a stalled remote must cost a quick 504, not a hang.
 */
export function releaseLocations(remotesJson) {
  return namedRemotes(remotesJson)
    .flatMap(({ remote, origin }) => {
      // This request's release of the remote (releaseSelection.mjs).
      return [
        `    location ^~ /_release/${remote}/ {
      rewrite ^/_release/${remote}/(.*)$ ${releaseVariable(remote)}$1 break;
${releaseProxyDirectives(origin)}      include ${join(deployPrefix(), 'conf', 'common-headers.conf')};
    }
`,
      ];
    })
    .join('');
}

/** Checks every deployed release folder name (they become URLs and config). */
function checkReleaseFolders(prefix) {
  for (const remote of REMOTES) {
    const dir = join(prefix, 'sites', remote);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const unsafe = releaseNameProblem(name);
      if (unsafe) throw new Error(`${join(dir, name)}: ${unsafe}`);
    }
  }
}

export function renderConfig() {
  const prefix = deployPrefix();
  const ports = deployPorts();
  const remotesJson = readRemotesJson();
  checkReleaseFolders(prefix);
  const cspFile = join(prefix, 'sites', 'host', 'csp.json');
  const csp = existsSync(cspFile) ? JSON.parse(readFileSync(cspFile, 'utf8')) : {};
  const { common, html } = siteSecurityHeaders({ remotes: remotesJson, csp });
  const brotli = BROTLI_MODULES.every((file) => existsSync(join(MODULE_DIR, file)));
  const njs = njsModule();
  const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key] ?? ''));
  // The cache policy per kind of file, from delivery/core (the same as npm start, the Worker, _headers).
  const cachePolicy = {
    CACHE_REVALIDATE: CACHE_POLICY.revalidate,
    CACHE_IMMUTABLE: CACHE_POLICY.immutable,
    CACHE_OTHER: CACHE_POLICY.other,
  };

  writeFileSync(join(prefix, 'conf', 'common-headers.conf'), `${headerLines(common)}\n`);
  writeFileSync(
    join(prefix, 'conf', 'html-headers.conf'),
    // Cache-Control and the collector's header follow the preview (releaseSelection.mjs).
    `${headerLines({ ...common, ...html })}\nadd_header Link $route_link always;\n${pageHeaderLines(namedRemotes(remotesJson))}`,
  );
  // The beacon schema as njs runs it (bundled from shared/build/beacon.mjs at each render).
  if (njs) writeFileSync(join(prefix, 'conf', 'beacon-collector.js'), njsBeaconCollector());
  // The beacon collector's limits (field data, issue 31): the schema's size cap, npm start's rate.
  const beaconLimits = {
    BEACON_MAX_BYTES: MAX_BEACON_BYTES,
    BEACON_RATE: `${rateFromEnv().perMinute}r/m`,
    BEACON_BURST: rateFromEnv().burst,
  };
  const collector = njs
    ? fill(readFileSync(join(ROOT, 'delivery', 'nginx', 'beacon-collector.conf.template'), 'utf8'), {
        ...beaconLimits,
        PREFIX: prefix,
      })
    : `    # No beacon collector: nginx has no njs module (${NJS_INSTALL}).\n`;
  // Per route: preconnect to its remote and preload remotes.json and the remote's entry.
  // Each entry under this request's release (releaseSelection.mjs): a placeholder folder, then its variable.
  const named = namedRemotes(remotesJson);
  const placeheld = Object.fromEntries(
    named.map(({ remote, url }) => [remote, `${url.origin}/${placeholder(remote)}/remoteEntry.js`]),
  );
  const routeLinks = config.routes
    .flatMap((route) => {
      const link = linkHeaderFor(route.path, placeheld);
      return link ? [[route.path, linkWithReleaseVariables(link, named)]] : [];
    })
    .map(([path, link]) => `    "~^${path}/?(\\?.*)?$" "${link.replaceAll('"', '\\"')}";`)
    .join('\n');
  writeFileSync(
    join(prefix, 'conf', 'cors.conf'),
    'add_header Access-Control-Allow-Origin $cors_origin always;\nadd_header Vary Origin always;\n',
  );

  // The remotes' path prefixes (prefixes.mjs): their pages, files and page includes.
  const prefixes = servedPrefixes(named, (remote) => {
    const shell = join(prefix, 'sites', 'host', prefixShellFile(remote));
    return existsSync(shell) ? readFileSync(shell, 'utf8') : null;
  });
  const byName = Object.fromEntries(named.map((entry) => [entry.remote, entry]));
  const remoteTemplate = readFileSync(join(ROOT, 'delivery', 'nginx', 'remote-server.conf.template'), 'utf8');
  const remoteServers = REMOTES.map((remote) =>
    fill(remoteTemplate, { ...cachePolicy, PREFIX: prefix, REMOTE: remote, PORT: ports[remote] }),
  ).join('\n');
  let conf = fill(readFileSync(join(ROOT, 'delivery', 'nginx', 'nginx.conf.template'), 'utf8'), {
    ...cachePolicy,
    PREFIX: prefix,
    MIME_TYPES: existsSync('/etc/nginx/mime.types')
      ? '/etc/nginx/mime.types'
      : join(ROOT, 'delivery', 'nginx', 'mime.types'),
    LOAD_MODULES: [...(brotli ? BROTLI_MODULES.map((file) => join(MODULE_DIR, file)) : []), ...(njs ? [njs] : [])]
      .map((file) => `load_module ${file};`)
      .join('\n'),
    HOST_PORT: ports.host,
    RELEASE_SELECTION: releaseSelectionConfig({
      remotes: named,
      canaries: readCanaries(),
      releases: deployedReleases(),
      collector: njs ? COLLECTOR_HEADER.value : '',
    }),
    REMOTES_JSON_BODY: remotesJsonBody(named),
    FRAGMENT_LOCATIONS:
      fragmentLocations(remotesJson) + prefixFragmentLocations(prefixes, byName, headStaleMark, RELEASE_TOKEN),
    PREFIX_LOCATIONS: prefixHostLocations(prefixes, {
      prefix,
      origins: Object.fromEntries(named.map(({ remote, origin }) => [remote, origin])),
    }),
    PAGE_PATH_HEADER: pagePathHeader(prefixes),
    ORIGIN_UPSTREAMS: originUpstreams(remotesJson),
    FRAGMENT_FRESH: fragmentFreshness(),
    FRAGMENT_KEYS: [fragmentCacheKeys(remotesJson), prefixFragmentCacheKeys(prefixes, byName)]
      .filter(Boolean)
      .join('\n'),
    STALE_MARK: staleMark('$mf_remote'),
    RELEASE_LOCATIONS: releaseLocations(remotesJson),
    ROUTE_NAMES: PAGE_PATHS.filter((path) => path !== '/')
      .map((path) => path.slice(1))
      .join('|'),
    CORS_ORIGINS: corsOrigins()
      .map((origin) => `    "${origin}" $http_origin;`)
      .join('\n'),
    ROUTE_LINKS: routeLinks,
    ...beaconLimits,
    BEACON_COLLECTOR: collector,
    REMOTE_SERVERS: remoteServers,
  });
  if (!brotli)
    conf = conf
      .split('\n')
      .filter((line) => !line.includes('# BROTLI'))
      .join('\n');
  writeFileSync(join(prefix, 'conf', 'nginx.conf'), conf);
  return { brotli, collector: Boolean(njs) };
}

/** Copies the builds in, keeps remotes.json if one is deployed already, and writes the config. */
/** Whether the prefix's nginx is running (its pid file names a live process). */
function nginxRunning(prefix) {
  try {
    process.kill(Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8').trim()), 0);
    return true;
  } catch {
    return false;
  }
}

export function deploy() {
  const prefix = deployPrefix();
  // An nginx that was killed leaves its unix sockets behind, and the next start could not bind it.
  // Its fragment cache is emptied too: a new config may compose differently (a restart is a clean slate).
  if (!nginxRunning(prefix)) {
    rmSync(join(prefix, 'tmp', 'fragments.sock'), { force: true });
    rmSync(join(prefix, 'cache'), { recursive: true, force: true });
  }
  for (const dir of ['conf', 'logs', 'tmp', 'sites', 'cache']) mkdirSync(join(prefix, dir), { recursive: true });
  const hostDist = join(DIST_ROOT, 'host', 'dist');
  if (!existsSync(join(hostDist, 'index.html'))) throw new Error('host/dist is missing: run npm run build');

  // The host's files are replaced; its remotes.json is deployment state and survives.
  const kept = existsSync(remotesJsonPath()) ? readFileSync(remotesJsonPath()) : null;
  rmSync(join(prefix, 'sites', 'host'), { recursive: true, force: true });
  cpSync(hostDist, join(prefix, 'sites', 'host'), { recursive: true });
  if (!existsSync(join(prefix, 'sites', 'host', '404.html'))) {
    cpSync(join(hostDist, 'index.html'), join(prefix, 'sites', 'host', '404.html'));
  }
  if (kept && !process.argv.includes('--fresh')) writeFileSync(remotesJsonPath(), kept);
  else rmSync(remotesJsonPath(), { force: true });

  for (const remote of REMOTES) {
    const release = addRelease(remote);
    if (!kept || process.argv.includes('--fresh')) pointRemote(remote, release);
  }
  return renderConfig();
}

function nginx(args, options = {}) {
  const prefix = deployPrefix();
  const base = ['-p', prefix, '-c', join(prefix, 'conf', 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')];
  return spawnSync(NGINX, [...base, ...args], { stdio: 'inherit', ...options });
}

/** The worker processes of the running nginx (children of its master), or null if unknown. */
function workerPids() {
  try {
    const master = readFileSync(join(deployPrefix(), 'nginx.pid'), 'utf8').trim();
    return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * Renders the config and reloads nginx, returning once the old workers are gone (at most 5 s):
 * `nginx -s reload` only signals the master, and until the old workers stop, a request could
 * still get the previous release's fragment with the new remotes.json.
 */
export function reload() {
  renderConfig();
  if (nginx(['-t', '-q']).status !== 0) throw new Error('nginx config test failed; nginx not reloaded');
  const before = workerPids();
  const result = nginx(['-s', 'reload']);
  if (result.status !== 0) throw new Error('nginx reload failed');
  if (!before) {
    spawnSync('sleep', ['0.5']);
    return;
  }
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const now = workerPids() ?? [];
    if (!before.some((pid) => now.includes(pid)) && now.length > 0) return;
    spawnSync('sleep', ['0.05']);
  }
}

/** @param {{ brotli: boolean, collector: boolean }} rendered */
function printOrigins({ brotli, collector }) {
  console.log(`host      ${hostOrigin()}`);
  for (const [remote, url] of Object.entries(readRemotesJson())) console.log(`${remote.padEnd(9)} ${url}`);
  console.log(`prefix    ${deployPrefix()}  (brotli ${brotli ? 'on' : 'not available'})`);
  console.log(
    collector
      ? `beacons   ${join(deployPrefix(), 'logs', 'beacons.log')}  (npm run report -- <that file>)`
      : `beacons   none: nginx has no njs module, so no field data is collected (${NJS_INSTALL})`,
  );
}

async function main() {
  try {
    await run();
  } catch (error) {
    // One clear line, no stack: these are the deploy's refusals.
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function run() {
  const [command = 'serve', ...args] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).status !== 0) {
    console.error('nginx is not installed (Debian: apt-get install -y nginx)');
    process.exit(1);
  }
  switch (command) {
    case 'serve': {
      const rendered = deploy();
      if (nginx(['-t', '-q']).status !== 0) process.exit(1);
      printOrigins(rendered);
      const prefix = deployPrefix();
      const base = ['-p', prefix, '-c', join(prefix, 'conf', 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')];
      const child = spawn(NGINX, [...base, '-g', 'daemon off;'], { stdio: 'inherit' });
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
      child.on('exit', (code) => process.exit(code ?? 0));
      break;
    }
    case 'start': {
      // Already running with this prefix: the new build is deployed and nginx reloaded.
      const running = nginxRunning(deployPrefix());
      const rendered = deploy();
      if (running) reload();
      else if (nginx([]).status !== 0) process.exit(1);
      printOrigins(rendered);
      break;
    }
    case 'stop':
      process.exit(nginx(['-s', 'quit']).status ?? 1);
      break;
    case 'release': {
      const [remote, dist] = args;
      console.log(addRelease(remote, dist ? resolve(dist) : undefined));
      break;
    }
    case 'point': {
      const [remote, release] = args;
      console.log(pointRemote(remote, release));
      if (existsSync(join(deployPrefix(), 'nginx.pid'))) reload();
      break;
    }
    case 'reload':
      reload();
      break;
    case 'preview': {
      const [remote, release] = args;
      // The config lists the releases a preview may name: a release added since needs a render.
      if (nginxRunning(deployPrefix())) reload();
      console.log(previewLink(remote, release));
      break;
    }
    case 'canary': {
      const [remote, release, percent] = args;
      const canary = startCanary(remote, release, Number(percent));
      if (nginxRunning(deployPrefix())) reload();
      console.log(`${remote}: ${canary.percent} % of visitors on ${canary.entry}`);
      break;
    }
    case 'promote':
    case 'abort': {
      const [remote] = args;
      const entry = finishCanary(remote, command);
      if (nginxRunning(deployPrefix())) reload();
      console.log(`${remote}: ${entry}`);
      break;
    }
    default:
      console.error(`unknown command ${command}`);
      process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
