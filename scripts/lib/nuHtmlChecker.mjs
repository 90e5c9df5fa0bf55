// The Nu Html Checker (vnu.jar, from the vnu-jar package) on files, for `npm run audit`. It needs
// Java: without it (or without the jar) the check is skipped with one line, the system-package rule
// of systemSuite.mjs (it fails instead where every suite must run: CI, REQUIRE_SYSTEM_SUITES=1).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findExecutable, systemSuiteDecision } from './systemSuite.mjs';

const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar';
export const JAVA_INSTALL = 'sudo apt-get install -y default-jre-headless';

/**
 * @typedef {{ status: number | null, stdout: string, stderr: string }} VnuRun
 * @typedef {{ ran: true, errors: Record<string, string[]> } | { ran: false, line: string }} HtmlCheck
 */

/**
 * What the checker calls an error that the HTML Standard allows, each matched by its message and the
 * markup it quotes. `<link rel="expect" href="#main" blocking="render">` (host/index.html, and Home's with a
 * `media`): the Standard lets `blocking` render-block on rel=expect, vnu-jar 26.9.27 only on a stylesheet.
 */
const STANDARD_MARKUP_VNU_REFUSES = [
  {
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link rel="expect" href="#[\w-]+"(?: media="[^"]*")? blocking="render">/,
  },
];

/**
 * vnu's JSON report (it writes it to stderr) as error messages per file; every file has an entry.
 * Markup the HTML Standard allows and vnu does not yet (STANDARD_MARKUP_VNU_REFUSES) is not an error.
 * Anything but that report (vnu's own error, such as "No documents specified.") throws with vnu's words.
 * @param {VnuRun} run
 * @param {string[]} files
 * @returns {Record<string, string[]>}
 */
export function vnuErrorsByFile(run, files) {
  /** @type {{ messages?: { url: string, message: string, lastLine?: number, extract?: string }[] }} */
  let report;
  try {
    report = JSON.parse(run.stderr);
  } catch {
    const said = `${run.stderr}\n${run.stdout}`.trim().split('\n').find(Boolean) ?? `exit ${run.status}`;
    throw new Error(`Nu Html Checker did not report (exit ${run.status}): ${said}`);
  }
  /** @type {Record<string, string[]>} */
  const byFile = Object.fromEntries(files.map((file) => [file, []]));
  for (const message of report.messages ?? []) {
    const allowed = STANDARD_MARKUP_VNU_REFUSES.some(
      (known) => known.message === message.message && known.extract.test(message.extract ?? ''),
    );
    if (allowed) continue;
    const file = decodeURIComponent(new URL(message.url).pathname);
    (byFile[file] ??= []).push(`${message.message} (line ${message.lastLine})`);
  }
  return byFile;
}

/**
 * Checks the files (errors only). No file: nothing to check, vnu is not started (it would refuse
 * an empty list). No Java or no jar: not run, with the one line saying why and what installs it.
 * @param {string[]} files
 * @param {{ java?: string | null, jarExists?: boolean, env?: NodeJS.ProcessEnv,
 *   run?: (java: string, args: string[]) => VnuRun }} [options]
 * @returns {HtmlCheck}
 */
export function nuHtmlCheck(
  files,
  {
    java = findExecutable(['java']),
    jarExists = existsSync(VNU_JAR),
    env = process.env,
    run = (command, args) => spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
  } = {},
) {
  if (files.length === 0) return { ran: true, errors: {} };
  const missing = [...(java ? [] : ['java']), ...(jarExists ? [] : [VNU_JAR])];
  const install = [...(java ? [] : [JAVA_INSTALL]), ...(jarExists ? [] : ['npm ci (the vnu-jar package)'])].join(
    ' and ',
  );
  const decision = systemSuiteDecision({ suite: 'Nu Html Checker', missing, install, env });
  if (decision.action === 'fail') throw new Error(decision.line);
  if (decision.action === 'skip') return { ran: false, line: decision.line };
  return {
    ran: true,
    errors: vnuErrorsByFile(
      run(/** @type {string} */ (java), ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files]),
      files,
    ),
  };
}
