import { test } from '@playwright/test';
import { findExecutable, systemSuiteDecision } from '../../scripts/lib/systemSuite.mjs';

/**
 * A test that needs a system program (pdftotext from poppler-utils, ...), under the suite's one rule
 * for system packages (scripts/lib/systemSuite.mjs): where it is missing the test is skipped with one
 * line naming it and the install command, or fails where every suite must run (CI, or
 * REQUIRE_SYSTEM_SUITES=1).
 */
export function requireSystemTool(command: string, aptPackage: string): void {
  const info = test.info();
  const decision = systemSuiteDecision({
    suite: info.title,
    missing: findExecutable([command]) ? [] : [command],
    install: `sudo apt-get install -y ${aptPackage}`,
  });
  if (decision.action === 'fail') throw new Error(decision.line);
  if (decision.action === 'skip') info.skip(true, decision.line);
}
