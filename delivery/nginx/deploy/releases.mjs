// Releases side by side as immutable folders (sites/<remote>/<release>/); remotes.json alone picks one.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../../../shared/build/apps.json' with { type: 'json' };
import { releaseFragmentProblems, releaseNameProblem } from '../../../shared/build/fragment.mjs';
import { remotesJsonProblem } from '../../core/composition.mjs';
import { releaseIdOf } from '../../core/releaseId.mjs';
import { checkRemote, deployPrefix, distRoot, REMOTES, remoteOrigin } from './settings.mjs';

export const remotesJsonPath = () => join(deployPrefix(), 'sites', 'host', 'remotes.json');

/** nginx pastes them into pages. @param {string} dir @param {string} remote */
function checkReleaseFolder(dir, remote) {
  const problems = releaseFragmentProblems(dir, remote);
  if (problems.length) throw new Error(`release of ${remote} refused: ${problems.join('; ')}`);
}

/** Its name becomes URLs and config, so it is checked. @param {string} remote @param {string} release */
export function deployedFolder(remote, release) {
  checkRemote(remote);
  const unsafe = releaseNameProblem(release);
  if (unsafe) throw new Error(unsafe);
  const folder = join(deployPrefix(), 'sites', remote, release);
  if (!existsSync(join(folder, 'remoteEntry.js'))) throw new Error(`no release ${release} of ${remote} is deployed`);
  checkReleaseFolder(folder, remote);
  return folder;
}

/** @param {string} remote @param {string} [distDir] */
export function addRelease(remote, distDir = join(distRoot(), config.apps[remote]?.dir ?? remote, 'dist')) {
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

/** @param {string} remote @param {string} release */
export function pointRemote(remote, release) {
  deployedFolder(remote, release);
  // Read as it is: a first deploy points the remotes one by one (the whole file is checked on use).
  const remotes = existsSync(remotesJsonPath()) ? JSON.parse(readFileSync(remotesJsonPath(), 'utf8')) : {};
  remotes[remote] = `${remoteOrigin(remote)}/${release}/remoteEntry.js`;
  writeFileSync(remotesJsonPath(), `${JSON.stringify(remotes, null, 2)}\n`);
  return remotes[remote];
}

/** @returns {Record<string, string>} refused when malformed, or non-https with DEPLOY_ENV=production */
export function readRemotesJson() {
  const text = readFileSync(remotesJsonPath(), 'utf8');
  const problem = remotesJsonProblem(text, { remotes: REMOTES, production: process.env.DEPLOY_ENV === 'production' });
  if (problem) throw new Error(problem);
  return JSON.parse(text);
}

/** The releases a preview may name. @returns {Record<string, string[]>} */
export function deployedReleases() {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const dir = join(deployPrefix(), 'sites', remote);
      const names = existsSync(dir) ? readdirSync(dir) : [];
      for (const name of names) {
        const unsafe = releaseNameProblem(name);
        if (unsafe) throw new Error(`${join(dir, name)}: ${unsafe}`);
      }
      return [remote, names.filter((name) => existsSync(join(dir, name, 'remoteEntry.js')))];
    }),
  );
}

/** remotes.json is kept unless `fresh`. @param {{ fresh: boolean }} options */
export function copyBuilds({ fresh }) {
  const prefix = deployPrefix();
  for (const dir of ['conf', 'logs', 'tmp', 'sites', 'cache']) mkdirSync(join(prefix, dir), { recursive: true });
  const hostDist = join(distRoot(), 'host', 'dist');
  if (!existsSync(join(hostDist, 'index.html'))) throw new Error('host/dist is missing: run npm run build');
  const kept = existsSync(remotesJsonPath()) && !fresh ? readFileSync(remotesJsonPath()) : null;
  const hostSite = join(prefix, 'sites', 'host');
  rmSync(hostSite, { recursive: true, force: true });
  cpSync(hostDist, hostSite, { recursive: true });
  if (!existsSync(join(hostSite, '404.html'))) cpSync(join(hostDist, 'index.html'), join(hostSite, '404.html'));
  if (kept) writeFileSync(remotesJsonPath(), kept);
  else rmSync(remotesJsonPath(), { force: true });
  for (const remote of REMOTES) {
    const release = addRelease(remote);
    if (!kept) pointRemote(remote, release);
  }
}
