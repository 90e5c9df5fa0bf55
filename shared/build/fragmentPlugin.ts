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
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Plugin } from 'vite';
import type { PageModuleBuild, PageModuleProps, RemoteName, SectionProps } from '../src/federation/contract';
import { owner } from '../src/owner';
import { absoluteUrl, fillOwner, headTags } from '../src/seo';
import { isPagePath, prefixOwnerOf } from './apps.mjs';
import { fragmentBody, splitLeadingLinks } from '../src/federation/fragment';
import { FEDERATION_CONTRACT_VERSION } from '../src/federation/version';
import {
  contractMajorOf,
  fragmentFileNames,
  fragmentHeadProblems,
  fragmentProblems,
  PAGES_DIR,
  pageFragmentFile,
  pageHeadProblems,
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

/** The exposed module built for Node, imported; `done` removes the build. */
async function serverModule<M>(
  root: string,
  exposedFile: string,
  define: Record<string, unknown> | undefined,
): Promise<{ module: M; done: () => Promise<void> }> {
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
      // The app's own content plugins (a remote's Markdown), so the server renders what the browser loads.
      ...contentPluginsOf(root),
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
  const module = (await import(`${pathToFileURL(join(outDir, 'fragment.mjs')).href}?t=${Date.now()}`)) as M;
  return { module, done: () => rm(outDir, { recursive: true, force: true }) };
}

/** Plugins an app registers for its server render too (set by defineAppConfig from the app's `plugins`). */
const contentPlugins = new Map<string, Plugin[]>();
function contentPluginsOf(root: string): Plugin[] {
  return contentPlugins.get(resolve(root)) ?? [];
}
export function registerContentPlugins(root: string, plugins: Plugin[]): void {
  contentPlugins.set(resolve(root), plugins);
}

/** Renders the exposed section as the browser's first render inside the host will be. */
export async function renderSection(
  root: string,
  exposedFile: string,
  define: Record<string, unknown> | undefined,
): Promise<string> {
  const { module, done } = await serverModule<{ default: ComponentType<SectionProps> }>(root, exposedFile, define);
  try {
    return renderToString(createElement(module.default, { variant: 'page' }));
  } finally {
    await done();
  }
}

/** The page's head tags from what its module says (title, description, preview image, JSON-LD). */
export function pageHeadHtml(head: NonNullable<ReturnType<PageModuleBuild['pageHead']>>, path: string): string {
  return headTags(
    {
      title: fillOwner(head.title, owner),
      description: fillOwner(head.description, owner),
      canonical: absoluteUrl(owner.siteUrl, path),
    },
    owner,
    {
      image: head.image,
      ogType: head.ogType,
      // The page's own URL and image, absolute; `{name}` is the owner's, as in the title.
      jsonLd: head.jsonLd && {
        ...(JSON.parse(fillOwner(JSON.stringify(head.jsonLd), owner)) as Record<string, unknown>),
        url: absoluteUrl(owner.siteUrl, path),
        ...(head.image ? { image: absoluteUrl(owner.siteUrl, head.image.path) } : {}),
      },
      alternates: head.alternates,
    },
  ).replaceAll('\n    ', '');
}

/** A .png file the module gives as SVG text (a preview image) is rasterised here, at build time. */
async function rasterised(path: string, content: string | Uint8Array): Promise<string | Uint8Array> {
  if (!path.endsWith('.png') || typeof content !== 'string' || !content.startsWith('<svg')) return content;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(content)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * A page module's pages (a remote that owns a path prefix): each path it lists rendered as the
 * browser's first render of it, with its head, into pages/<path>/, and its files (a feed, a
 * sitemap, images) into pages/. What is not written there does not exist: the host's server
 * answers its 404.
 */
async function writePages(
  options: { remote: RemoteName; exposedFile: string; css: string[] },
  root: string,
  dist: string,
  define: Record<string, unknown> | undefined,
): Promise<number> {
  type Module = PageModuleBuild & { default: ComponentType<PageModuleProps> };
  const { module, done } = await serverModule<Module>(root, options.exposedFile, define);
  const major = contractMajorOf(FEDERATION_CONTRACT_VERSION);
  try {
    await rm(join(dist, PAGES_DIR), { recursive: true, force: true });
    const paths = module.pagePaths();
    for (const path of paths) {
      if (!isPagePath(path) || prefixOwnerOf(path)?.remote !== options.remote)
        throw new Error(`${options.remote}: ${path} is not a page path under its prefix (apps.json prefixes)`);
      const head = module.pageHead(path);
      if (!head) throw new Error(`${options.remote}: ${path} is listed but has no head`);
      await module.preloadPage?.(path);
      const html = renderToString(createElement(module.default, { variant: 'page', path }));
      const { links, markup } = splitLeadingLinks(html);
      const body = fragmentBody(options.remote, markup);
      const headHtml = fragmentHead(options.remote, options.css, links) + pageHeadHtml(head, path);
      const problems = [...fragmentProblems(body, options.remote), ...pageHeadProblems(headHtml, options.remote)];
      if (problems.length)
        throw new Error(`${options.remote}: ${path}'s page is not deployable: ${problems.join('; ')}`);
      await mkdir(join(dist, PAGES_DIR, path), { recursive: true });
      await writeFile(join(dist, pageFragmentFile(path, 'body', major)), body);
      await writeFile(join(dist, pageFragmentFile(path, 'head', major)), headHtml);
    }
    const files = (await module.pageFiles?.({ siteUrl: owner.siteUrl, name: owner.name })) ?? {};
    for (const [path, content] of Object.entries(files)) {
      if (!isPagePath(path) || prefixOwnerOf(path)?.remote !== options.remote)
        throw new Error(`${options.remote}: ${path} is not a file path under its prefix`);
      await mkdir(dirname(join(dist, PAGES_DIR, path)), { recursive: true });
      await writeFile(join(dist, PAGES_DIR, path), await rasterised(path, content));
    }
    return paths.length;
  } finally {
    await done();
  }
}

export function fragmentPlugin(options: {
  remote: RemoteName;
  /** './SkillsPage'-style exposed name and its source file, relative to the app's root. */
  exposedName: string;
  exposedFile: string;
  /** A page module (contract PAGE_MODULES): its pages are pre-rendered per path, not as one section. */
  pages?: boolean;
}): Plugin {
  let root = '';
  let outDir = '';
  let define: Record<string, unknown> | undefined;
  let failed = false;
  return {
    name: 'portfolio-fragment',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // The build's own output folder (`vite build --outDir` builds a release elsewhere).
      outDir = resolve(config.root, config.build.outDir);
      define = config.define;
    },
    // A failed build has said why; a fragment from the last build's files would hide it.
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      if (failed) return;
      const dist = outDir;
      const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
        exposes: ManifestExpose[];
      };
      if (options.pages) {
        const css = exposedCss(manifest, options.exposedName);
        const count = await writePages(
          { remote: options.remote, exposedFile: options.exposedFile, css },
          root,
          dist,
          define,
        );
        console.log(`${options.remote}: pre-rendered ${count} pages of ${options.exposedName}`);
        return;
      }
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
