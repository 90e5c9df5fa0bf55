import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { chromiumFlavour } from '../../scripts/lib/findChromium.mjs';
import { REQUIRE_VARIABLE, systemSuitesRequired } from '../../scripts/lib/systemSuite.mjs';

/**
 * The visual tests' baselines: one folder per Chromium build (screenshots differ between builds),
 * e2e/visual-baselines/<flavour>/<name>.png. playwright.config.ts points toHaveScreenshot here.
 */
const VISUAL_BASELINES = join('e2e', 'visual-baselines');

/** The baseline folder for the Chromium at `executablePath`. */
export function baselineFolder(executablePath: string): string {
  return join(VISUAL_BASELINES, chromiumFlavour(executablePath));
}

/** The command that writes the baselines (docs/testing.md). */
const UPDATE_COMMAND = 'npm run test:visual:update';

/**
 * With no baselines for the running Chromium there is nothing to compare with: the test is skipped
 * with one line saying so (not passed), or fails where every suite must run (CI, or
 * REQUIRE_SYSTEM_SUITES=1). Writing baselines (--update-snapshots) always runs.
 */
export function requireBaselines(): void {
  const info = test.info();
  if (info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed') return;
  const line = missingBaselinesLine(process.env.PORTFOLIO_CHROMIUM ?? '');
  if (!line) return;
  if (systemSuitesRequired()) throw new Error(line);
  info.skip(true, line);
}

/** The one line that says the running Chromium has no baselines, or null when it has. */
export function missingBaselinesLine(executablePath: string): string | null {
  const folder = baselineFolder(executablePath);
  if (existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.png'))) return null;
  return `visual: no baselines for this Chromium (${chromiumFlavour(executablePath)}, ${executablePath}) in ${folder}: not compared (skipped). Make them: ${UPDATE_COMMAND} (CI or ${REQUIRE_VARIABLE}=1 makes this fail)`;
}

/**
 * Whether a Playwright command line runs the visual spec: no spec named (the whole suite), or one
 * whose name contains "visual". Option values (`-g text`) count as names: at worst the line is printed
 * once too often.
 */
export function runsVisualSpec(argv: readonly string[]): boolean {
  const names = argv.slice(argv.indexOf('test') + 1).filter((arg) => !arg.startsWith('-'));
  return names.length === 0 || names.some((name) => name.includes('visual'));
}
