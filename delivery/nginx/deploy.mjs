#!/usr/bin/env node
// Deploys the five builds in the working tree to nginx, one origin each, under a private prefix
// (deploy/settings.mjs: DEPLOY_PREFIX, DEPLOY_PORTS, the origins). Nothing under /etc changes.
//
//   node delivery/nginx/deploy.mjs serve           deploy and run nginx in the foreground (Ctrl-C stops it)
//   node delivery/nginx/deploy.mjs start | stop    deploy and start nginx as a daemon (reload it if running) / stop it
//   node delivery/nginx/deploy.mjs release <remote> [dist]   copy a remote build in as a new release, print its id
//   node delivery/nginx/deploy.mjs point <remote> <release>  re-point remotes.json (the host is not rebuilt)
//   node delivery/nginx/deploy.mjs reload          after a hand edit of remotes.json: re-render, reload
//   node delivery/nginx/deploy.mjs preview <remote> <release>          print a deployed release's preview link
//   node delivery/nginx/deploy.mjs canary <remote> <release> <percent> start a canary (canary.json)
//   node delivery/nginx/deploy.mjs promote <remote> | abort <remote>  end it: the candidate becomes stable, or not
// --fresh points every remote at the release just built. Without njs there is no beacon collector.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NJS_INSTALL } from './njsModule.mjs';
import { finishCanary, previewLink, startCanary } from './deploy/canaryState.mjs';
import { renderConfig } from './deploy/config.mjs';
import {
  clearLeftovers,
  nginx,
  nginxInstalled,
  nginxRunning,
  reloadNginx,
  serveInForeground,
} from './deploy/nginxProcess.mjs';
import { addRelease, copyBuilds, pointRemote, readRemotesJson } from './deploy/releases.mjs';
import { deployPrefix, hostOrigin } from './deploy/settings.mjs';

/** Copies the builds in and renders the config; says whether brotli and the collector are on. */
export function deploy({ fresh = process.argv.includes('--fresh') } = {}) {
  clearLeftovers();
  copyBuilds({ fresh });
  return renderConfig();
}

export function reload() {
  renderConfig();
  reloadNginx();
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

/** The running nginx lists the releases a preview may name and the canaries: a change needs a render. */
const reloadIfRunning = () => nginxRunning() && reload();

/** @type {Record<string, (args: string[]) => void>} */
const COMMANDS = {
  serve() {
    const rendered = deploy();
    if (nginx(['-t', '-q']).status !== 0) process.exit(1);
    printOrigins(rendered);
    serveInForeground();
  },
  start() {
    const running = nginxRunning();
    const rendered = deploy();
    if (running) reloadNginx();
    else if (nginx([]).status !== 0) process.exit(1);
    printOrigins(rendered);
  },
  stop: () => process.exit(nginx(['-s', 'quit']).status ?? 1),
  release: ([remote, dist]) => console.log(addRelease(remote, dist ? resolve(dist) : undefined)),
  point([remote, release]) {
    console.log(pointRemote(remote, release));
    reloadIfRunning();
  },
  reload: () => reload(),
  preview([remote, release]) {
    reloadIfRunning();
    console.log(previewLink(remote, release));
  },
  canary([remote, release, percent]) {
    const canary = startCanary(remote, release, Number(percent));
    reloadIfRunning();
    console.log(`${remote}: ${canary.percent} % of visitors on ${canary.entry}`);
  },
  promote: ([remote]) => endCanary(remote, 'promote'),
  abort: ([remote]) => endCanary(remote, 'abort'),
};

/** @param {string} remote @param {'promote' | 'abort'} action */
function endCanary(remote, action) {
  const entry = finishCanary(remote, action);
  reloadIfRunning();
  console.log(`${remote}: ${entry}`);
}

function main() {
  const [command = 'serve', ...args] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!nginxInstalled()) {
    console.error('nginx is not installed (Debian: apt-get install -y nginx)');
    process.exit(1);
  }
  const run = COMMANDS[command];
  if (!run) {
    console.error(`unknown command ${command}`);
    process.exit(2);
  }
  try {
    run(args);
  } catch (error) {
    console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
