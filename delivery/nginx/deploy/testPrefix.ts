// A scratch deploy for the deploy modules' tests: a prefix, a host build and one build per remote
// with valid fragment files, under a temporary folder; DEPLOY_PREFIX and DEPLOY_DIST_ROOT point at it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import config from '../../../shared/build/apps.json' with { type: 'json' };
import { fragmentFileNames } from '../../../shared/build/fragment.mjs';
import { REMOTES } from './settings.mjs';

/** Writes a remote build whose content (so whose release id) follows `label`. */
export function writeRemoteBuild(dir: string, remote: string, label = 'a') {
  const names = fragmentFileNames(1);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), `export const label = '${label}';\n`);
  writeFileSync(join(dir, names.body), `<div data-mf-remote="${remote}"><h1>${remote} ${label}</h1></div>`);
  writeFileSync(join(dir, names.head), `<link rel="stylesheet" href="/__mf_release__/${remote}.css">`);
  return dir;
}

export function scratchDeploy() {
  const root = mkdtempSync(join(tmpdir(), 'deploy-test-'));
  const builds = join(root, 'builds');
  mkdirSync(join(builds, 'host', 'dist'), { recursive: true });
  writeFileSync(join(builds, 'host', 'dist', 'index.html'), '<!doctype html><title>host</title>');
  for (const remote of REMOTES) writeRemoteBuild(join(builds, config.apps[remote as 'skills'].dir, 'dist'), remote);
  vi.stubEnv('DEPLOY_PREFIX', join(root, 'prefix'));
  vi.stubEnv('DEPLOY_DIST_ROOT', builds);
  return { root, prefix: join(root, 'prefix'), builds, remove: () => rmSync(root, { recursive: true, force: true }) };
}
