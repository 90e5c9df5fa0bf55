// canary.json on the nginx deploy (decision 0025); the rules are delivery/core/canary.mjs's.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../../../shared/build/apps.json' with { type: 'json' };
import { canaryStateProblem, endCanary, PREVIEW_QUERY, releaseEntryBeside, withCanary } from '../../core/canary.mjs';
import { deployedFolder, readRemotesJson, remotesJsonPath } from './releases.mjs';
import { checkRemote, deployPrefix, hostOrigin, REMOTES } from './settings.mjs';

const canaryJsonPath = () => join(deployPrefix(), 'sites', 'host', 'canary.json');

/** The running canaries (none without the file); a bad file is refused. */
export function readCanaries() {
  if (!existsSync(canaryJsonPath())) return {};
  const value = JSON.parse(readFileSync(canaryJsonPath(), 'utf8'));
  const problem = canaryStateProblem(value, REMOTES);
  if (problem) throw new Error(problem);
  return value;
}

/** @param {string} remote @param {string} release */
function deployedEntry(remote, release) {
  deployedFolder(remote, release);
  return releaseEntryBeside(readRemotesJson()[remote], release);
}

/** @param {string} remote @param {string} release */
export function previewLink(remote, release) {
  deployedEntry(remote, release);
  const route = config.routes.find((candidate) => 'remote' in candidate && candidate.remote === remote);
  return `${hostOrigin()}${route?.path ?? '/'}?${PREVIEW_QUERY}=${remote}:${release}`;
}

/** @param {string} remote @param {string} release @param {number} percent */
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

/** @param {string} remote @param {'promote' | 'abort'} action */
export function finishCanary(remote, action) {
  checkRemote(remote);
  const next = endCanary({ remotes: readRemotesJson(), canaries: readCanaries() }, remote, action);
  if (action === 'promote') writeFileSync(remotesJsonPath(), `${JSON.stringify(next.remotes, null, 2)}\n`);
  writeFileSync(canaryJsonPath(), `${JSON.stringify(next.canaries, null, 2)}\n`);
  return next.remotes[remote];
}
