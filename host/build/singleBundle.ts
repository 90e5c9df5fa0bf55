/**
 * The single-bundle build the benches measure the micro-frontends against (decision 0022); it never
 * ships. `SINGLE_BUNDLE=1 npx vite build` in host/ writes host/dist-single: the remotes' exposed
 * sections compiled into the host as a classic single-page app, no federation at run time, every
 * module in one JavaScript file, each remote's CSS scoped as its own build scopes it, and each remote
 * route pre-rendered with its section. The host's code is unchanged: its loader's `import()` of a
 * section finds the module already in the bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { runnerImport, type Plugin, type UserConfig } from 'vite';
import apps from '../../shared/build/apps.json' with { type: 'json' };
import { formEndpointFor } from '../../shared/build/formEndpoint.mjs';
import { RELEASE_TOKEN } from '../../shared/build/fragment.mjs';
import { registerContentPlugins, renderSection } from '../../shared/build/fragmentPlugin';
import { scopeRemoteCss } from '../../shared/build/scopeRemoteCss';
import { MESSAGE_SENT_PATH } from '../../shared/src/contactResult';
import { PAGE_MODULES, REMOTE_MODULES, type RemoteName } from '../../shared/src/federation/contract';
import { fragmentBody, splitLeadingLinks } from '../../shared/build/fragmentMarkup';
import type { PrerenderOptions } from './prerender';

export const SINGLE_BUNDLE_OUT_DIR = 'dist-single';

export function isSingleBundleBuild(env: Record<string, string | undefined> = process.env): boolean {
  return env.SINGLE_BUNDLE === '1';
}

interface ExposedSection {
  remote: RemoteName;
  /** The remote app's folder, absolute. */
  root: string;
  /** The exposed module's source file, relative to `root`. */
  file: string;
}

/** Each module of `modules` in its remote's source: `skills/SkillsPage` is remote-skills/src/exposed/SkillsPage.tsx. */
function exposedSources(
  repoRoot: string,
  modules: Partial<Record<RemoteName, string>>,
): (ExposedSection & { id: string })[] {
  return (Object.entries(modules) as [RemoteName, string][]).map(([remote, id]) => {
    const root = join(repoRoot, apps.apps[remote].dir);
    const file = join('src', 'exposed', `${id.slice(id.indexOf('/') + 1)}.tsx`);
    if (!existsSync(join(root, file))) throw new Error(`single bundle: ${id} has no source file ${join(root, file)}`);
    return { id, remote, root, file };
  });
}

/** Each remote's exposed section (REMOTE_MODULES). */
export function exposedSections(repoRoot: string): ExposedSection[] {
  return exposedSources(repoRoot, REMOTE_MODULES);
}

/** The remote whose folder holds `file`, if any. */
export function remoteOfFile(file: string, sections: readonly ExposedSection[]): RemoteName | null {
  return sections.find((section) => file.startsWith(section.root + sep))?.remote ?? null;
}

interface CssRoot {
  walkRules: (visit: (rule: Parameters<ReturnType<typeof scopeRemoteCss>['Rule']>[0]) => void) => void;
}

/** Scopes a CSS file from a remote's folder as that remote's build does (scopeRemoteCss); the host's own CSS is left. */
function scopeRemoteCssByFile(sections: readonly ExposedSection[]) {
  return {
    postcssPlugin: 'portfolio-scope-remote-css-by-file',
    Once(root: CssRoot, { result }: { result: { opts: { from?: string } } }) {
      const remote = remoteOfFile(result.opts.from ?? '', sections);
      if (!remote) return;
      const scope = scopeRemoteCss(remote);
      root.walkRules((rule) => scope.Rule(rule));
    },
  };
}

/** Where the contact form posts, as remote-contact/build/formServiceEnv.ts decides it for a local build. */
function formDefines(repoRoot: string): Record<string, string> {
  const standIn = JSON.parse(
    readFileSync(join(repoRoot, 'remote-contact', 'server', 'formService.config.json'), 'utf8'),
  ) as { localAccessKey: string };
  return {
    'import.meta.env.VITE_FORM_ENDPOINT': JSON.stringify(formEndpointFor(process.env, 'start')),
    'import.meta.env.VITE_FORM_ACCESS_KEY': JSON.stringify(process.env.VITE_FORM_ACCESS_KEY ?? standIn.localAccessKey),
    'import.meta.env.VITE_FORM_REDIRECT': JSON.stringify(process.env.VITE_FORM_REDIRECT || MESSAGE_SENT_PATH),
  };
}

/** A remote's build/contentPlugins.ts: the plugins its builds compile its content (Markdown) with. */
export const CONTENT_PLUGINS_FILE = join('build', 'contentPlugins.ts');

/** The plugins each remote's builds compile their content with (CONTENT_PLUGINS_FILE), each for its own folder. */
async function remoteContentPlugins(repoRoot: string): Promise<Plugin[]> {
  const remotes = (Object.keys(REMOTE_MODULES) as RemoteName[]).map((remote) => join(repoRoot, apps.apps[remote].dir));
  const plugins = await Promise.all(
    remotes
      .filter((root) => existsSync(join(root, CONTENT_PLUGINS_FILE)))
      .map(async (root) => {
        // Through Vite's module runner: the file is TypeScript, which Node's import does not read.
        const { module } = await runnerImport<{ contentPlugins: (root: string) => Plugin[] }>(
          join(root, CONTENT_PLUGINS_FILE),
        );
        const { contentPlugins } = module;
        const own = contentPlugins(root);
        // inlineSections' server render compiles the remote's files too.
        registerContentPlugins(root, own);
        return own;
      }),
  );
  return plugins.flat();
}

/** What the single-bundle build changes in the host's config (merged over it with Vite's mergeConfig). */
export async function singleBundleConfig(hostRoot: string): Promise<UserConfig> {
  const repoRoot = resolve(hostRoot, '..');
  const sections = exposedSections(repoRoot);
  return {
    resolve: {
      alias: [
        // No federation runtime in the page: its one function the host calls answers "no instance".
        { find: /^@module-federation\/runtime$/, replacement: join(hostRoot, 'build', 'singleBundleRuntime.ts') },
        ...[...exposedSources(repoRoot, REMOTE_MODULES), ...exposedSources(repoRoot, PAGE_MODULES)].map((module) => ({
          find: module.id,
          replacement: join(module.root, module.file),
        })),
      ],
    },
    plugins: await remoteContentPlugins(repoRoot),
    // A classic single-page app: a hop to the host's own pages is rendered by React (host/src/app/hop/warmUp.ts).
    define: { ...formDefines(repoRoot), 'import.meta.env.SINGLE_BUNDLE': 'true' },
    css: { postcss: { plugins: [scopeRemoteCssByFile(sections)] } },
    build: {
      outDir: SINGLE_BUNDLE_OUT_DIR,
      emptyOutDir: true,
      // One JavaScript file (the icon cloud's worker apart), as a single-page app without code splitting.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

/**
 * The pre-render's option that writes each remote route's section into its page, its URLs into the
 * release pointing at the host's own assets: this build holds the same files under the same names.
 */
export function inlineSections(hostRoot: string): PrerenderOptions {
  const repoRoot = resolve(hostRoot, '..');
  const sections = exposedSections(repoRoot);
  const define = formDefines(repoRoot);
  return {
    async inlineSection(remote, base) {
      const section = sections.find((candidate) => candidate.remote === remote);
      if (!section) throw new Error(`single bundle: no exposed section for ${remote}`);
      const html = (await renderSection(section.root, section.file, define)).replaceAll(RELEASE_TOKEN, base);
      const { links, markup } = splitLeadingLinks(html);
      return { head: links, body: fragmentBody(remote, markup) };
    },
  };
}
