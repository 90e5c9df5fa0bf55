import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { chromiumFlavour } from '../../scripts/lib/findChromium.mjs';
import { systemSuitesRequired } from '../../scripts/lib/systemSuite.mjs';

/**
 * The visual tests' baselines: one folder per Chromium build (screenshots differ between builds),
 * e2e/visual-baselines/<flavour>/<name>.png. playwright.config.ts points toHaveScreenshot here.
 */
export const VISUAL_BASELINES = join('e2e', 'visual-baselines');

/** The baseline folder for the Chromium at `executablePath`. */
export function baselineFolder(executablePath: string): string {
  return join(VISUAL_BASELINES, chromiumFlavour(executablePath));
}

/** The command that writes the baselines (docs/testing.md). */
export const UPDATE_COMMAND = 'npm run test:visual:update';

/**
 * With no baselines for the running Chromium there is nothing to compare with: the test is skipped
 * with one line saying so (not passed), or fails where every suite must run (CI, or
 * REQUIRE_SYSTEM_SUITES=1). Writing baselines (--update-snapshots) always runs.
 */
export function requireBaselines(): void {
  const info = test.info();
  const executablePath = process.env.PORTFOLIO_CHROMIUM ?? '';
  const folder = baselineFolder(executablePath);
  const has = existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.png'));
  if (has || info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed') return;
  const line = `visual: no baselines for this Chromium (${chromiumFlavour(executablePath)}, ${executablePath}) in ${folder}: not compared (skipped). Make them: ${UPDATE_COMMAND}`;
  if (systemSuitesRequired()) throw new Error(line);
  info.skip(true, line);
}
