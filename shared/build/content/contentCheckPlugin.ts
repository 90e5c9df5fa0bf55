/**
 * Runs the content checks (validate.ts) when an app builds: each content module is loaded with
 * Vite's module runner (so a TypeScript file that imports its images loads as it does in the
 * app), checked, and any problem stops the build with one line per problem naming the file and
 * the field. `npm run dev` prints the same lines as warnings and keeps serving.
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

/** The problems of every check, as printed. */
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
