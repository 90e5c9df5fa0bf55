// The project's one browser lookup (both Playwright configs, the benches, the audit): CHROMIUM_PATH, the
// system's Chromium, Playwright's own, then @sparticuz/chromium (a devDependency unpacked to the temporary
// folder on first use, so `npm ci` is all a fresh machine needs). A candidate counts only if it starts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { isExecutable } from './systemSuite.mjs';

/** @typedef {{ ok: true, version: string } | { ok: false, reason: string }} StartCheck */

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
const SYSTEM_DIRS = ['/usr/bin', '/usr/local/bin', '/snap/bin'];
/** The command printed when nothing starts, by what is missing. */
export const FIX_INSTALL_PACKAGES = 'npm ci';
export const FIX_SYSTEM_CHROMIUM = 'sudo apt-get install -y chromium';

/** The system candidates in search order: the usual folders first, then PATH, each path once. */
export function systemCandidates(pathVariable = '') {
  const dirs = [...SYSTEM_DIRS, ...pathVariable.split(delimiter).filter(Boolean)];
  const paths = SYSTEM_NAMES.flatMap((name) => dirs.map((dir) => join(dir, name)));
  return [...new Set(paths)];
}

/**
 * Finds a Chromium that starts. Every check is injected, so the unit test needs no browser.
 * @param {{ env?: Record<string, string | undefined>, isExecutable: (path: string) => boolean, canStart: (path: string)
 *   => StartCheck, playwrightPath: () => string | undefined, sparticuzPath: () => Promise<string | null> }} deps
 * @returns {Promise<{ found: { path: string, source: string, version: string } | null, tried: string[], fix: string }>}
 */
export async function findChromium({ env = {}, isExecutable, canStart, playwrightPath, sparticuzPath }) {
  const tried = [];
  const attempt = (path, source) => {
    const started = canStart(path);
    if (started.ok) return { path, source, version: started.version };
    tried.push(`${source} ${path} (${started.reason})`);
    return null;
  };
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) tried.push(`CHROMIUM_PATH ${env.CHROMIUM_PATH} (not found)`);
    else {
      const found = attempt(env.CHROMIUM_PATH, 'CHROMIUM_PATH');
      if (found) return { found, tried, fix: '' };
    }
  }
  const system = systemCandidates(env.PATH).filter((path) => isExecutable(path));
  if (system.length === 0) tried.push('system Chromium (none on PATH or in /usr/bin)');
  for (const path of system) {
    const found = attempt(path, 'system');
    if (found) return { found, tried, fix: '' };
  }
  const playwright = playwrightPath();
  if (playwright && isExecutable(playwright)) {
    const found = attempt(playwright, "Playwright's chromium");
    if (found) return { found, tried, fix: '' };
  } else tried.push("Playwright's chromium (not installed)");
  const sparticuz = await sparticuzPath().catch((error) => {
    tried.push(`@sparticuz/chromium (could not unpack: ${error instanceof Error ? error.message : error})`);
    return undefined;
  });
  if (sparticuz === null) tried.push('@sparticuz/chromium (not installed)');
  if (sparticuz) {
    const found = attempt(sparticuz, '@sparticuz/chromium');
    if (found) return { found, tried, fix: '' };
  }
  // Without the package, `npm ci` brings it back; with it but unable to start, the system's is the way.
  return { found: null, tried, fix: sparticuz === null ? FIX_INSTALL_PACKAGES : FIX_SYSTEM_CHROMIUM };
}

/**
 * Which build of Chromium a path is: screenshots differ between builds, so the visual tests keep
 * baselines per flavour (e2e/visual.spec.ts).
 * @param {string} path
 */
export function chromiumFlavour(path) {
  if (path.includes('portfolio-sparticuz-chromium')) return 'sparticuz';
  if (path.includes('ms-playwright')) return 'playwright';
  const name = basename(path);
  return SYSTEM_NAMES.includes(name) ? `system-${name}` : 'other';
}

/** The one line printed when no Chromium starts. */
export function notFoundMessage({ tried, fix }) {
  return `No Chromium could start (tried: ${tried.join('; ')}). Fix: run \`${fix}\`, or set CHROMIUM_PATH to a Chromium.`;
}

/** @param {string} path @returns {StartCheck} */
function canStart(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (result.status === 0 && /\d+\.\d+/.test(result.stdout)) return { ok: true, version: result.stdout.trim() };
  const detail = result.error?.message ?? (result.stderr || result.stdout || `exit ${result.status}`);
  return { ok: false, reason: `did not start: ${detail.trim().split('\n')[0]}` };
}

async function playwrightPath() {
  try {
    const { chromium } = await import('@playwright/test');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Unpacks @sparticuz/chromium with its fonts and libraries; a launcher that points it at them, or null. */
async function sparticuzPath() {
  const require = createRequire(import.meta.url);
  let entry;
  try {
    entry = require.resolve('@sparticuz/chromium'); // <package>/build/index.js
  } catch {
    return null;
  }
  const { default: Chromium, inflate } = await import('@sparticuz/chromium');
  const bin = join(entry, '..', '..', 'bin');
  let binary = await Chromium.executablePath(bin);
  // An unpack cut short leaves a truncated binary that the package would reuse: unpack it afresh.
  if (!canStart(binary).ok) {
    rmSync(binary, { force: true });
    binary = await Chromium.executablePath(bin);
  }
  const [fonts, libs] = await Promise.all([inflate(join(bin, 'fonts.tar.br')), inflate(join(bin, 'al2023.tar.br'))]);
  const { version } = JSON.parse(readFileSync(join(entry, '..', '..', 'package.json'), 'utf8'));
  const dir = join(tmpdir(), `portfolio-sparticuz-chromium-${version}`);
  const launcher = join(dir, 'chromium');
  if (!existsSync(launcher)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      launcher,
      [
        '#!/bin/sh',
        `export LD_LIBRARY_PATH="${join(libs, 'lib')}\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"`,
        `export FONTCONFIG_PATH="${fonts}"`,
        `exec "${binary}" "$@"`,
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
  }
  return launcher;
}

/** The lookup with the real checks; the result is kept in PORTFOLIO_CHROMIUM for child processes. */
export async function resolveChromium(env = process.env) {
  const cached = env.PORTFOLIO_CHROMIUM;
  if (cached && isExecutable(cached))
    return { found: { path: cached, source: 'cached', version: '' }, tried: [], fix: '' };
  const playwright = await playwrightPath();
  const result = await findChromium({ env, isExecutable, canStart, playwrightPath: () => playwright, sparticuzPath });
  if (result.found) env.PORTFOLIO_CHROMIUM = result.found.path;
  return result;
}

/** The path of a Chromium that starts, or one line on stderr and exit 1. */
export async function chromiumOrExit() {
  const result = await resolveChromium();
  if (result.found) return result.found.path;
  console.error(notFoundMessage(result));
  process.exit(1);
}
