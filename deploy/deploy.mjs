#!/usr/bin/env node
// Deploys the four builds in the working tree to nginx on four origins, under a private
// prefix (default /tmp/portfolio-nginx; DEPLOY_PREFIX overrides). Nothing under /etc changes.
//
//   node deploy/deploy.mjs serve           deploy and run nginx in the foreground (Ctrl-C stops it)
//   node deploy/deploy.mjs start | stop    deploy and start nginx as a daemon / stop it
//   node deploy/deploy.mjs release <remote> [dist]   copy a remote build in as a new release, print its id
//   node deploy/deploy.mjs point <remote> <release>  re-point remotes.json (the host is not rebuilt)
//
// Remotes are deployed as immutable releases side by side (sites/<remote>/<release>/);
// remotes.json alone says which one the host loads, so a rollback is one edit.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../shared/build/apps.json' with { type: 'json' };
import { linkHeaderFor } from '../scripts/lib/earlyHints.mjs';
import { siteSecurityHeaders } from '../scripts/lib/securityHeaders.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_PORTS = { host: 8080, skills: 8081, projects: 8082, contact: 8083 };
const REMOTES = ['skills', 'projects', 'contact'];
const MODULE_DIR = '/usr/lib/nginx/modules';
// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

export function deployPrefix() {
  return resolve(process.env.DEPLOY_PREFIX ?? '/tmp/portfolio-nginx');
}

export function hostOrigin() {
  return process.env.DEPLOY_HOST_ORIGIN ?? `http://localhost:${DEPLOY_PORTS.host}`;
}

function remoteOrigin(remote) {
  return process.env[`DEPLOY_${remote.toUpperCase()}_ORIGIN`] ?? `http://localhost:${DEPLOY_PORTS[remote]}`;
}

/** Origins allowed to load the remotes' files (CORS): the host's, plus DEPLOY_CORS_ORIGINS. */
export function corsOrigins() {
  const extra = (process.env.DEPLOY_CORS_ORIGINS ?? '').split(',').filter(Boolean);
  const host = new URL(hostOrigin());
  const loopbackTwin = host.hostname === 'localhost' ? [`${host.protocol}//127.0.0.1:${host.port}`] : [];
  return [...new Set([host.origin, ...loopbackTwin, ...extra])];
}

/** A release id from the build's content: the same build always gets the same id. */
export function releaseIdOf(distDir) {
  const entry = readFileSync(join(distDir, 'remoteEntry.js'));
  return createHash('sha256').update(entry).digest('hex').slice(0, 10);
}

export function addRelease(remote, distDir = join(ROOT, config.apps[remote].dir, 'dist')) {
  if (!existsSync(join(distDir, 'remoteEntry.js')))
    throw new Error(`${distDir} has no build of ${remote}: run npm run build`);
  const id = releaseIdOf(distDir);
  const target = join(deployPrefix(), 'sites', remote, id);
  if (!existsSync(target)) cpSync(distDir, target, { recursive: true });
  return id;
}

function remotesJsonPath() {
  return join(deployPrefix(), 'sites', 'host', 'remotes.json');
}

export function readRemotesJson() {
  return JSON.parse(readFileSync(remotesJsonPath(), 'utf8'));
}

export function pointRemote(remote, release) {
  if (!existsSync(join(deployPrefix(), 'sites', remote, release, 'remoteEntry.js'))) {
    throw new Error(`no release ${release} of ${remote} is deployed`);
  }
  const remotes = existsSync(remotesJsonPath()) ? readRemotesJson() : {};
  remotes[remote] = `${remoteOrigin(remote)}/${release}/remoteEntry.js`;
  writeFileSync(remotesJsonPath(), `${JSON.stringify(remotes, null, 2)}\n`);
  return remotes[remote];
}

function headerLines(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

function renderConfig() {
  const prefix = deployPrefix();
  const remotesJson = readRemotesJson();
  const cspFile = join(prefix, 'sites', 'host', 'csp.json');
  const csp = existsSync(cspFile) ? JSON.parse(readFileSync(cspFile, 'utf8')) : {};
  const { common, html } = siteSecurityHeaders({ remotes: remotesJson, csp });
  const brotli = BROTLI_MODULES.every((file) => existsSync(join(MODULE_DIR, file)));
  const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key] ?? ''));

  writeFileSync(join(prefix, 'conf', 'common-headers.conf'), `${headerLines(common)}\n`);
  writeFileSync(
    join(prefix, 'conf', 'html-headers.conf'),
    `${headerLines({ ...common, ...html, 'Cache-Control': 'no-cache' })}\nadd_header Link $route_link always;\n`,
  );
  // Per route: preconnect to its remote and preload remotes.json and the remote's entry.
  const routeLinks = config.routes
    .map((route) => [route.path, linkHeaderFor(route.path, remotesJson)])
    .filter(([, link]) => link)
    .map(([path, link]) => `    "~^${path}/?(\\?.*)?$" "${link.replaceAll('"', '\\"')}";`)
    .join('\n');
  writeFileSync(
    join(prefix, 'conf', 'cors.conf'),
    'add_header Access-Control-Allow-Origin $cors_origin always;\nadd_header Vary Origin always;\n',
  );

  const remoteTemplate = readFileSync(join(ROOT, 'deploy', 'remote-server.conf.template'), 'utf8');
  const remoteServers = REMOTES.map((remote) =>
    fill(remoteTemplate, { PREFIX: prefix, REMOTE: remote, PORT: DEPLOY_PORTS[remote] }),
  ).join('\n');
  let conf = fill(readFileSync(join(ROOT, 'deploy', 'nginx.conf.template'), 'utf8'), {
    PREFIX: prefix,
    MIME_TYPES: existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : join(ROOT, 'deploy', 'mime.types'),
    LOAD_MODULES: brotli ? BROTLI_MODULES.map((file) => `load_module ${join(MODULE_DIR, file)};`).join('\n') : '',
    HOST_PORT: DEPLOY_PORTS.host,
    ROUTE_NAMES: config.routes
      .filter((route) => route.path !== '/')
      .map((route) => route.path.slice(1))
      .join('|'),
    CORS_ORIGINS: corsOrigins()
      .map((origin) => `    "${origin}" $http_origin;`)
      .join('\n'),
    ROUTE_LINKS: routeLinks,
    REMOTE_SERVERS: remoteServers,
  });
  if (!brotli)
    conf = conf
      .split('\n')
      .filter((line) => !line.includes('# BROTLI'))
      .join('\n');
  writeFileSync(join(prefix, 'conf', 'nginx.conf'), conf);
  return { brotli };
}

/** Copies the builds in, keeps remotes.json if one is deployed already, and writes the config. */
export function deploy() {
  const prefix = deployPrefix();
  for (const dir of ['conf', 'logs', 'tmp', 'sites']) mkdirSync(join(prefix, dir), { recursive: true });
  const hostDist = join(ROOT, 'host', 'dist');
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

export function reload() {
  renderConfig();
  const result = nginx(['-s', 'reload']);
  if (result.status !== 0) throw new Error('nginx reload failed');
}

function printOrigins(brotli) {
  console.log(`host      ${hostOrigin()}`);
  for (const [remote, url] of Object.entries(readRemotesJson())) console.log(`${remote.padEnd(9)} ${url}`);
  console.log(`prefix    ${deployPrefix()}  (brotli ${brotli ? 'on' : 'not available'})`);
}

async function main() {
  const [command = 'serve', ...args] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).status !== 0) {
    console.error('nginx is not installed (Debian: apt-get install -y nginx)');
    process.exit(1);
  }
  switch (command) {
    case 'serve': {
      const { brotli } = deploy();
      if (nginx(['-t', '-q']).status !== 0) process.exit(1);
      printOrigins(brotli);
      const prefix = deployPrefix();
      const base = ['-p', prefix, '-c', join(prefix, 'conf', 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')];
      const child = spawn(NGINX, [...base, '-g', 'daemon off;'], { stdio: 'inherit' });
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
      child.on('exit', (code) => process.exit(code ?? 0));
      break;
    }
    case 'start': {
      const { brotli } = deploy();
      if (nginx([]).status !== 0) process.exit(1);
      printOrigins(brotli);
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
    default:
      console.error(`unknown command ${command}`);
      process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
