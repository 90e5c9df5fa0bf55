import { spawnSync } from 'node:child_process';
import { test } from '@playwright/test';

/**
 * A test that needs a system program (pdftotext from poppler-utils...). Where system packages are
 * required (CI=true: the CI image installs them) a missing one fails the test, saying what to
 * install; elsewhere the test is skipped with that same sentence, so a laptop without the package
 * still runs the rest of the suite. One small rule, meant to be folded into the suite's shared
 * "system package required?" rule when there is one.
 */
export function requireSystemTool(command: string, aptPackage: string): void {
  const found = spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined;
  if (found) return;
  const message = `${command} is not installed: sudo apt-get install -y ${aptPackage}`;
  if (process.env.CI === 'true') throw new Error(`${message} (CI=true: system packages are required)`);
  test.skip(true, message);
}
