/**
 * Runs the content checks (validate.ts) when an app builds, loading each content module with Vite's
 * module runner so its image imports load as in the app. A problem stops a build; the dev server warns.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { type ContentIssue, formatIssue } from './validate';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ContentCheck {
  /** The content file, relative to the app's folder. */
  file: string;
  /** Other modules the check needs (known icon slugs...), relative to the app's folder. */
  uses?: Record<string, string>;
  validate: (
    module: Record<string, unknown>,
    file: string,
    uses: Record<string, Record<string, unknown>>,
  ) => ContentIssue[];
}

async function load(path: string, root: string): Promise<Record<string, unknown>> {
  const { module } = await runnerImport<Record<string, unknown>>(path, { configFile: false, root, logLevel: 'silent' });
  return module;
}

export async function runContentChecks(appRoot: string, checks: readonly ContentCheck[]): Promise<string[]> {
  const lines: string[] = [];
  for (const check of checks) {
    const path = resolve(appRoot, check.file);
    const uses: Record<string, Record<string, unknown>> = {};
    for (const [name, file] of Object.entries(check.uses ?? {}))
      uses[name] = await load(resolve(appRoot, file), appRoot);
    const issues = check.validate(await load(path, appRoot), relative(REPO_ROOT, path), uses);
    lines.push(...issues.map(formatIssue));
  }
  return lines;
}

export function contentCheck(appRoot: string, checks: readonly ContentCheck[]): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'portfolio-content-check',
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      const problems = await runContentChecks(appRoot, checks);
      if (problems.length === 0) return;
      const text = `content check: ${problems.length} problem${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`;
      if (command === 'serve') this.warn(text);
      else this.error(text);
    },
  };
}
