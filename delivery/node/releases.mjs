#!/usr/bin/env node
// Releases, preview and canary on `npm start`, the same commands as deploy.mjs on nginx:
//
//   node delivery/node/releases.mjs release <remote> [dist]            copy a build in as a release, print its id
//   node delivery/node/releases.mjs preview <remote> <release>         print the preview link
//   node delivery/node/releases.mjs canary <remote> <release> <percent> start a canary
//   node delivery/node/releases.mjs promote <remote> | abort <remote>  end it
// The running server reads remotes.json and canary.json again when they change.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import { releaseFragmentProblems, releaseNameProblem } from '../../shared/build/fragment.mjs';
import { canaryStateProblem, endCanary, PREVIEW_QUERY, releaseEntryBeside, withCanary } from '../core/canary.mjs';
import { releaseIdOf } from '../core/releaseId.mjs';

const REMOTES = remoteNamesOf();

export function releasesDir(env = process.env) {
  return resolve(env.SERVE_RELEASES || join('data', 'releases'));
}

export function stateFiles(env = process.env) {
  const remotesJson = resolve(env.SERVE_REMOTES_JSON || join(config.apps.host.dir, 'dist', 'remotes.json'));
  return { remotesJson, canaryJson: join(dirname(remotesJson), 'canary.json') };
}

function readJson(path, fallback) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback;
}

/** Written whole, then renamed: a server reading it never sees half a file. */
function writeJson(path, value) {
  writeFileSync(`${path}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

function checkRemote(remote) {
  if (!REMOTES.includes(remote)) throw new Error(`unknown remote ${JSON.stringify(remote)} (${REMOTES.join(', ')})`);
}

/** @param {string} remote @param {string} [dist] */
export function addRelease(remote, dist = join(config.apps[remote]?.dir ?? remote, 'dist'), env = process.env) {
  checkRemote(remote);
  const problems = releaseFragmentProblems(dist, remote);
  if (!existsSync(join(dist, 'remoteEntry.js')) || problems.length)
    throw new Error(`release of ${remote} refused: ${problems.join('; ') || 'no remoteEntry.js'}`);
  const id = releaseIdOf(dist);
  const target = join(releasesDir(env), remote, id);
  if (!existsSync(target)) cpSync(dist, target, { recursive: true });
  return id;
}

/** The entry URL of a deployed release, beside the stable one; throws when it is not deployed. */
function deployedEntry(remote, release, remotes, env) {
  checkRemote(remote);
  const unsafe = releaseNameProblem(release);
  if (unsafe) throw new Error(unsafe);
  if (!existsSync(join(releasesDir(env), remote, release, 'remoteEntry.js')))
    throw new Error(`no release ${release} of ${remote} is deployed (${releasesDir(env)})`);
  if (typeof remotes[remote] !== 'string') throw new Error(`remotes.json has no ${remote}`);
  return releaseEntryBeside(remotes[remote], release);
}

export function previewLink(remote, release, hostOrigin, env = process.env) {
  const { remotesJson } = stateFiles(env);
  deployedEntry(remote, release, readJson(remotesJson, {}), env);
  const route = config.routes.find((candidate) => 'remote' in candidate && candidate.remote === remote);
  return `${hostOrigin}${route?.path ?? '/'}?${PREVIEW_QUERY}=${remote}:${release}`;
}

export function startCanary(remote, release, percent, env = process.env) {
  if (!(percent > 0 && percent < 100)) throw new Error('the share must be above 0 and below 100 (%)');
  const { remotesJson, canaryJson } = stateFiles(env);
  const remotes = readJson(remotesJson, {});
  const entry = deployedEntry(remote, release, remotes, env);
  if (entry === remotes[remote]) throw new Error(`${release} is ${remote}'s stable release already`);
  const canaries = withCanary(readJson(canaryJson, {}), remote, entry, percent, {
    salt: randomBytes(6).toString('hex'),
  });
  const problem = canaryStateProblem(canaries, REMOTES);
  if (problem) throw new Error(problem);
  writeJson(canaryJson, canaries);
  return canaries[remote];
}

export function finishCanary(remote, action, env = process.env) {
  checkRemote(remote);
  const { remotesJson, canaryJson } = stateFiles(env);
  const next = endCanary({ remotes: readJson(remotesJson, {}), canaries: readJson(canaryJson, {}) }, remote, action);
  // remotes.json first: between the two writes a visitor in the share gets the candidate either way.
  if (action === 'promote') writeJson(remotesJson, next.remotes);
  writeJson(canaryJson, next.canaries);
  return next.remotes[remote];
}

export function readCanaries(env = process.env) {
  return readJson(stateFiles(env).canaryJson, {});
}

export function readStable(env = process.env) {
  return readJson(stateFiles(env).remotesJson, {});
}

function main() {
  const [command, remote, release, percent] = process.argv.slice(2);
  const host = `http://localhost:${config.apps.host.preview}`;
  switch (command) {
    case 'release':
      return console.log(addRelease(remote, release ? resolve(release) : undefined));
    case 'preview':
      return console.log(previewLink(remote, release, host));
    case 'canary': {
      const canary = startCanary(remote, release, Number(percent));
      return console.log(`${remote}: ${canary.percent} % of visitors on ${canary.entry}`);
    }
    case 'promote':
    case 'abort':
      return console.log(`${remote}: ${finishCanary(remote, command)}`);
    default:
      throw new Error(`unknown command ${JSON.stringify(command)} (release, preview, canary, promote, abort)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`releases: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
