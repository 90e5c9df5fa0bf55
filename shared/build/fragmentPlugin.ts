/**
 * Server-side composition, the remote's half: after a remote's build, its exposed section is
 * rendered to HTML with react-dom/server (the same component and data the browser runs) and
 * written into the release, next to remoteEntry.js:
 *   fragment.contract-<major>.html       `<div data-mf-remote="<remote>">…</div>`, what the host's server includes
 *   fragment-head.contract-<major>.html  the section's stylesheet links and its release marker, for the page's <head>
 * <major> is the federation contract's major version: a host includes only its own (fragment.mjs).
 * URLs into the release start with RELEASE_BASE_TOKEN; the server that includes a fragment puts
 * the release's base URL there (the remote is relocatable, so only that server knows it).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Plugin } from 'vite';
import type { RemoteName, SectionProps } from '../src/federation/contract';
import { fragmentBody, splitLeadingLinks } from '../src/federation/fragment';
import { FEDERATION_CONTRACT_VERSION } from '../src/federation/version';
import {
  contractMajorOf,
  fragmentFileNames,
  fragmentHeadProblems,
  fragmentProblems,
  RELEASE_TOKEN,
} from './fragment.mjs';

/** Replaced by the including server with the release's base URL (ends with a slash). */
export const RELEASE_BASE_TOKEN = RELEASE_TOKEN;

interface ManifestExpose {
  path: string;
  assets: { css: { sync: string[]; async: string[] } };
}

/** Where the host's servers serve a file of a remote's current release, on the host's own origin. */
export function hostReleasePath(remote: RemoteName, file: string): string {
  return `/_release/${remote}/${file}`;
}

/**
 * The head fragment: a marker naming the release the fragment came from (the host compares it
 * with the release whose code it loads), the section's stylesheets, so the server HTML is styled
 * at first paint, and React's resource hints. The stylesheets load through the host's origin
 * (hostReleasePath): a head stylesheet blocks the whole page, so it must be bounded like the
 * include itself, never hang on a stalled remote.
 */
export function fragmentHead(remote: RemoteName, cssFiles: readonly string[], preloads = ''): string {
  return [
    `<meta name="mf-release-${remote}" content="${RELEASE_BASE_TOKEN}">`,
    ...cssFiles.map((file) => `<link rel="stylesheet" href="${hostReleasePath(remote, file)}">`),
    preloads,
  ].join('');
}

/** The CSS files the exposed module needs, from the remote's mf-manifest.json. */
export function exposedCss(manifest: { exposes: ManifestExpose[] }, exposedName: string): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.path === exposedName);
  if (!expose) throw new Error(`mf-manifest.json does not list ${exposedName}`);
  return [...expose.assets.css.sync, ...expose.assets.css.async];
}

/** Renders the exposed section as the browser's first render inside the host will be. */
export async function renderSection(
  root: string,
  exposedFile: string,
  define: Record<string, unknown> | undefined,
): Promise<string> {
  const outDir = join(root, 'node_modules', '.fragment');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    // The app's build-time constants (e.g. where the contact form posts), so the server HTML
    // equals the browser's first render.
    define,
    plugins: [
      react(),
      // Styles come from the client build (the head fragment); the server render needs none.
      { name: 'portfolio-fragment-no-css', enforce: 'pre', load: (id) => (/\.css(\?|$)/.test(id) ? '' : null) },
    ],
    experimental: { renderBuiltUrl: (filename) => `${RELEASE_BASE_TOKEN}${filename}` },
    build: {
      ssr: join(root, exposedFile),
      outDir,
      emptyOutDir: true,
      ssrEmitAssets: false,
      rollupOptions: { output: { entryFileNames: 'fragment.mjs' } },
    },
  });
  try {
    const module = (await import(`${pathToFileURL(join(outDir, 'fragment.mjs')).href}?t=${Date.now()}`)) as {
      default: ComponentType<SectionProps>;
    };
    return renderToString(createElement(module.default, { variant: 'page' }));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function fragmentPlugin(options: {
  remote: RemoteName;
  /** './SkillsPage'-style exposed name and its source file, relative to the app's root. */
  exposedName: string;
  exposedFile: string;
}): Plugin {
  let root = '';
  let outDir = '';
  let define: Record<string, unknown> | undefined;
  return {
    name: 'portfolio-fragment',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // The build's own output folder (`vite build --outDir` builds a release elsewhere).
      outDir = resolve(config.root, config.build.outDir);
      define = config.define;
    },
    async closeBundle() {
      const dist = outDir;
      const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
        exposes: ManifestExpose[];
      };
      const { links, markup } = splitLeadingLinks(await renderSection(root, options.exposedFile, define));
      const body = fragmentBody(options.remote, markup);
      const head = fragmentHead(options.remote, exposedCss(manifest, options.exposedName), links);
      // The deploy refuses a release by the same rules: a bad fragment stops the build here first.
      const problems = [...fragmentProblems(body, options.remote), ...fragmentHeadProblems(head, options.remote)];
      if (problems.length) throw new Error(`${options.remote}'s server HTML is not deployable: ${problems.join('; ')}`);
      await mkdir(dist, { recursive: true });
      // No trailing newline: an included file's last byte lands inside the page's markup.
      const names = fragmentFileNames(contractMajorOf(FEDERATION_CONTRACT_VERSION));
      await writeFile(join(dist, names.body), body);
      await writeFile(join(dist, names.head), head);
    },
  };
}
