// The one rule for a suite that needs a system package (decision 0011): it runs where the package is;
// elsewhere it is skipped with one line naming it and its install command, and on CI or with
// REQUIRE_SYSTEM_SUITES=1 that line fails the run.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { NJS_INSTALL } from '../../delivery/nginx/njsModule.mjs';

/** Set to 1 to make a missing system package fail the run instead of skipping its suite. */
export const REQUIRE_VARIABLE = 'REQUIRE_SYSTEM_SUITES';

/** A variable counts as set unless empty, 0 or false (CI services set CI=true, some CI=1). */
const isOn = (/** @type {string | undefined} */ value) => Boolean(value) && !/^(0|false)$/i.test(value ?? '');

/** Where the system suites must run: CI or REQUIRE_SYSTEM_SUITES=1. */
export function systemSuitesRequired(env = process.env) {
  return isOn(env.CI) || isOn(env[REQUIRE_VARIABLE]);
}

/**
 * Run (nothing lacking), or skip or fail with one line naming the suite, what is missing and the install.
 * @param {{ suite: string, missing: string[], install: string, env?: NodeJS.ProcessEnv }} need
 * @returns {{ action: 'run' } | { action: 'skip' | 'fail', line: string }}
 */
export function systemSuiteDecision({ suite, missing, install, env = process.env }) {
  if (missing.length === 0) return { action: 'run' };
  const what = `${suite}: no ${missing.join(', ')}`;
  if (systemSuitesRequired(env)) {
    const why = isOn(env[REQUIRE_VARIABLE]) ? `${REQUIRE_VARIABLE}=${env[REQUIRE_VARIABLE]}` : `CI=${env.CI}`;
    return { action: 'fail', line: `${what}, and ${why} requires it. Install: ${install}` };
  }
  return {
    action: 'skip',
    line: `${what}: not run (skipped). Install: ${install} (${REQUIRE_VARIABLE}=1 makes this fail)`,
  };
}

/**
 * The same for a unit-test file's `describe.runIf`: true to run, false after the skip line; throws to fail.
 * @param {{ suite: string, missing: string[], install: string, env?: NodeJS.ProcessEnv }} need
 */
export function systemSuiteRuns(need) {
  const decision = systemSuiteDecision(need);
  if (decision.action === 'fail') throw new Error(decision.line);
  if (decision.action === 'skip') console.warn(decision.line);
  return decision.action === 'run';
}

/** Installs nginx, the brotli modules the deploy loads when present, and njs (its beacon collector). */
export const NGINX_INSTALL =
  'sudo apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter libnginx-mod-http-js';

/**
 * What `npm run test:deploy` lacks (nginx, or only its njs module), and the command that installs it.
 * @param {{ nginx: string | null, njsModule: string | null }} found
 * @returns {{ missing: string[], install: string }}
 */
export function deploySuiteNeeds({ nginx, njsModule }) {
  if (!nginx) return { missing: ['nginx'], install: NGINX_INSTALL };
  if (!njsModule) return { missing: ['njs module (libnginx-mod-http-js)'], install: NJS_INSTALL };
  return { missing: [], install: NGINX_INSTALL };
}

/** nginx as delivery/nginx/deploy.mjs runs it: NGINX_BIN, else on PATH or in /usr/sbin; null without one. */
export function findNginx(env = process.env) {
  return env.NGINX_BIN || findExecutable(['nginx'], { pathVariable: env.PATH ?? '' });
}

/** Whether a file can be run (a bare `existsSync` would count a file that cannot). */
export function isExecutable(/** @type {string} */ path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first of `names` that can be run, in PATH and then the system folders (nginx is in /usr/sbin), or null.
 * @param {string[]} names
 */
export function findExecutable(names, { pathVariable = process.env.PATH ?? '', executable = isExecutable } = {}) {
  const dirs = [
    ...new Set([...pathVariable.split(delimiter), '/usr/local/bin', '/usr/bin', '/usr/sbin'].filter(Boolean)),
  ];
  for (const name of names) {
    for (const dir of dirs) if (executable(join(dir, name))) return join(dir, name);
  }
  return null;
}
