/**
 * Server-side composition, the remote's half: after a remote's build, its exposed section is
 * rendered with react-dom/server into the release, next to remoteEntry.js, as
 * fragment.contract-<major>.html (what the host's server includes) and
 * fragment-head.contract-<major>.html (for the page's <head>). URLs into the release start with
 * RELEASE_BASE_TOKEN, which the including server replaces: a remote is relocatable, so only it knows.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { build, type Plugin } from 'vite';
import type { PageHead, PageModuleProps, RemoteName, SectionProps } from '../src/federation/contract';
import { fillOwner, owner } from '../src/owner';
import type { PreviewCard } from '../src/previewCard';
import { previewCardSvg } from './previewCard';
import { headTags, pageJsonLd } from './seo';
import { absoluteUrl } from '../src/basePath';
import { isPagePath, prefixOwnerOf } from './apps.mjs';
import { fragmentBody, splitLeadingLinks } from './fragmentMarkup';
import { FEDERATION_CONTRACT_VERSION } from '../src/federation/version';
import { LOCALES, localePath, type Locale } from '../src/i18n/locale';
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

/**
 * A page module's named exports, read by the build to pre-render each page in
 * each language. Paths are site paths without the language segment (`/writing/page/2`); the build writes a
 * language's pages under its segment (`pages/de/writing/page/2/…`).
 */
interface PageModuleBuild {
  /** The pages that exist in a language (a post only in the language it was written in). */
  pagePaths: (locale: Locale) => string[] | Promise<string[]>;
  pageHead: (path: string, locale: Locale) => PageHead | null;
  /** Files under the prefix in a language (a feed, a sitemap, preview images), by path below `pages/<locale>/`. */
  pageFiles?: (
    site: { siteUrl: string; name: string },
    locale: Locale,
  ) => Promise<Record<string, string | Uint8Array | PreviewCard>>;
  /** Loads what a page in a language needs (its words, its body) before its head and HTML are rendered. */
  preloadPage?: (path: string, locale: Locale) => Promise<void>;
}

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
 * The head fragment: the release marker the host compares with the code it loads, the section's
 * stylesheets and React's resource hints. The stylesheets load through the host's origin
 * (hostReleasePath): a head stylesheet blocks the whole page, so it must be bounded like the include.
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

/**
 * A remote's exposed modules built for Node in one build (each compiles the whole content), imported,
 * by source file; `done` removes the build.
 */
async function serverModules(
  root: string,
  exposedFiles: readonly string[],
  define: Record<string, unknown> | undefined,
): Promise<{ modules: Map<string, unknown>; done: () => Promise<void> }> {
  const outDir = join(root, 'node_modules', '.fragment');
  const entries = exposedFiles.map((file, index) => [`fragment-${index}`, file] as const);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    // The app's build-time constants, so the server HTML equals the browser's first render.
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
      ssr: true,
      outDir,
      emptyOutDir: true,
      ssrEmitAssets: false,
      rollupOptions: {
        input: Object.fromEntries(entries.map(([name, file]) => [name, join(root, file)])),
        output: { entryFileNames: '[name].mjs' },
      },
    },
  });
  const modules = new Map<string, unknown>();
  for (const [name, file] of entries)
    modules.set(file, await import(`${pathToFileURL(join(outDir, `${name}.mjs`)).href}?t=${Date.now()}`));
  return { modules, done: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * One server build shared by a remote's fragment plugins (one per exposed module): the first to
 * need it builds every module, the last to be done removes it; each build of the app starts afresh.
 */
export function sharedServerBuild(exposedFiles: readonly string[]) {
  let pending: ReturnType<typeof serverModules> | null = null;
  let finished = 0;
  return {
    /** A new build of the app (buildStart): the last one's modules are not this one's. */
    reset() {
      pending = null;
      finished = 0;
    },
    async module<M>(root: string, exposedFile: string, define: Record<string, unknown> | undefined): Promise<M> {
      pending ??= serverModules(root, exposedFiles, define);
      const module = (await pending).modules.get(exposedFile);
      if (!module) throw new Error(`${exposedFile} is not one of the server build's modules`);
      return module as M;
    },
    /** One plugin is done with it (or had nothing to render); after the last, the build is removed. */
    async finish() {
      finished += 1;
      if (finished < exposedFiles.length || !pending) return;
      const built = pending;
      pending = null;
      finished = 0;
      // A failed build has thrown to its users already; there is nothing to remove then.
      await built.then(
        (server) => server.done(),
        () => undefined,
      );
    },
  };
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
  const server = sharedServerBuild([exposedFile]);
  try {
    return await renderSectionOf(await server.module(root, exposedFile, define), LOCALES[0]!);
  } finally {
    await server.finish();
  }
}

/**
 * What renderToString writes, once every chunk the tree waits for (a language's words) is in: no boundary
 * is split out into a template and a script, however large.
 */
async function renderLoaded(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function renderSectionOf(module: { default: ComponentType<SectionProps> }, locale: Locale): Promise<string> {
  return renderLoaded(createElement(module.default, { variant: 'page', locale }));
}

/** The page's head tags from what its module says (title, description, preview image, JSON-LD), in its language. */
export function pageHeadHtml(
  head: NonNullable<ReturnType<PageModuleBuild['pageHead']>>,
  path: string,
  locale: Locale = LOCALES[0]!,
  translations: readonly Locale[] = [locale],
): string {
  const url = absoluteUrl(owner.siteUrl, localePath(path, locale));
  return headTags(
    {
      title: fillOwner(head.title, owner, locale),
      description: fillOwner(head.description, owner, locale),
      canonical: url,
    },
    owner,
    {
      image: head.image,
      ogType: head.ogType,
      // The page's own URL and image, absolute; `{name}` is the owner's, as in the title.
      jsonLd:
        head.jsonLd &&
        pageJsonLd(
          JSON.parse(fillOwner(JSON.stringify(head.jsonLd), owner, locale)) as Record<string, unknown>,
          { url, locale, image: head.image && absoluteUrl(owner.siteUrl, head.image.path) },
          owner,
        ),
      alternates: head.alternates,
      languages: { locale, path, translations },
    },
  ).replaceAll('\n    ', '');
}

/**
 * A preview card the module gives (for a .png file) is drawn as SVG and rasterised at build time, as a palette
 * PNG at the quantiser's lowest effort with no dithering: the cards are flat colours and text, so a
 * higher effort costs CPU and saves nothing (decision 0026).
 */
async function rasterised(content: string | Uint8Array | PreviewCard): Promise<string | Uint8Array> {
  if (typeof content === 'string' || content instanceof Uint8Array) return content;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(previewCardSvg(content)))
    .png({ compressionLevel: 9, palette: true, effort: 1, dither: 0 })
    .toBuffer();
}

/** Runs `work` on every item, at most `limit` at a time (sharp works off the main thread). */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * A page module's pages in each language: each path it lists rendered with its head into pages/<path>/
 * (`pages/de/<path>/` in German), and its files (a feed, a sitemap, images) into pages/. What is not
 * written there is a 404.
 */
async function writePages(
  options: { remote: RemoteName; css: string[] },
  module: PageModuleBuild & { default: ComponentType<PageModuleProps> },
  dist: string,
): Promise<number> {
  const major = contractMajorOf(FEDERATION_CONTRACT_VERSION);
  await rm(join(dist, PAGES_DIR), { recursive: true, force: true });
  const pathsIn = new Map(
    await Promise.all(LOCALES.map(async (locale) => [locale, await module.pagePaths(locale)] as const)),
  );
  let count = 0;
  for (const [locale, paths] of pathsIn) {
    for (const path of paths) {
      const sitePath = localePath(path, locale);
      if (!isPagePath(sitePath) || prefixOwnerOf(sitePath)?.remote !== options.remote)
        throw new Error(`${options.remote}: ${sitePath} is not a page path under its prefix (apps.json prefixes)`);
      await module.preloadPage?.(path, locale);
      const head = module.pageHead(path, locale);
      if (!head) throw new Error(`${options.remote}: ${sitePath} is listed but has no head`);
      const html = await renderLoaded(createElement(module.default, { variant: 'page', path, locale }));
      const { links, markup } = splitLeadingLinks(html);
      const body = fragmentBody(options.remote, markup);
      const translations = LOCALES.filter((other) => pathsIn.get(other)?.includes(path));
      const headHtml =
        fragmentHead(options.remote, options.css, links) + pageHeadHtml(head, path, locale, translations);
      const problems = [...fragmentProblems(body, options.remote), ...pageHeadProblems(headHtml, options.remote)];
      if (problems.length)
        throw new Error(`${options.remote}: ${sitePath}'s page is not deployable: ${problems.join('; ')}`);
      await mkdir(join(dist, PAGES_DIR, sitePath), { recursive: true });
      await writeFile(join(dist, pageFragmentFile(sitePath, 'body', major)), body);
      await writeFile(join(dist, pageFragmentFile(sitePath, 'head', major)), headHtml);
      count += 1;
    }
  }
  const files: [string, string | Uint8Array | PreviewCard][] = [];
  for (const locale of LOCALES)
    for (const [path, content] of Object.entries(
      (await module.pageFiles?.({ siteUrl: owner.siteUrl, name: owner.name }, locale)) ?? {},
    ))
      files.push([localePath(path, locale), content]);
  for (const [path] of files)
    if (!isPagePath(path) || prefixOwnerOf(path)?.remote !== options.remote)
      throw new Error(`${options.remote}: ${path} is not a file path under its prefix`);
  // sharp rasterises one card at a time, so one card per core.
  await eachLimited(files, availableParallelism(), async ([path, content]) => {
    await mkdir(dirname(join(dist, PAGES_DIR, path)), { recursive: true });
    await writeFile(join(dist, PAGES_DIR, path), await rasterised(content));
  });
  return count;
}

export function fragmentPlugin(options: {
  remote: RemoteName;
  /** './SkillsPage'-style exposed name and its source file, relative to the app's root. */
  exposedName: string;
  exposedFile: string;
  /** A page module (contract PAGE_MODULES): its pages are pre-rendered per path, not as one section. */
  pages?: boolean;
  /** The server build this plugin shares with the app's other exposed modules' (sharedServerBuild). */
  serverBuild?: ReturnType<typeof sharedServerBuild>;
}): Plugin {
  const server = options.serverBuild ?? sharedServerBuild([options.exposedFile]);
  let root = '';
  let outDir = '';
  let define: Record<string, unknown> | undefined;
  let failed = false;
  return {
    name: 'portfolio-fragment',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // `vite build --outDir` builds a release elsewhere.
      outDir = resolve(config.root, config.build.outDir);
      define = config.define;
    },
    buildStart() {
      server.reset();
    },
    // A failed build has said why; a fragment from the last build's files would hide it.
    buildEnd(error) {
      failed = Boolean(error);
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      try {
        await writeFragments();
      } finally {
        await server.finish();
      }
    },
  };

  async function writeFragments() {
    if (failed) return;
    const dist = outDir;
    const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: ManifestExpose[];
    };
    if (options.pages) {
      const css = exposedCss(manifest, options.exposedName);
      type Module = PageModuleBuild & { default: ComponentType<PageModuleProps> };
      const count = await writePages(
        { remote: options.remote, css },
        await server.module<Module>(root, options.exposedFile, define),
        dist,
      );
      console.log(`${options.remote}: pre-rendered ${count} pages of ${options.exposedName}`);
      return;
    }
    const module = await server.module<{ default: ComponentType<SectionProps> }>(root, options.exposedFile, define);
    for (const locale of LOCALES) {
      const { links, markup } = splitLeadingLinks(await renderSectionOf(module, locale));
      const body = fragmentBody(options.remote, markup);
      const head = fragmentHead(options.remote, exposedCss(manifest, options.exposedName), links);
      // The deploy refuses a release by the same rules: a bad fragment stops the build here first.
      const problems = [...fragmentProblems(body, options.remote), ...fragmentHeadProblems(head, options.remote)];
      if (problems.length)
        throw new Error(`${options.remote}'s server HTML in ${locale} is not deployable: ${problems.join('; ')}`);
      // No trailing newline: an included file's last byte lands inside the page's markup.
      const names = fragmentFileNames(contractMajorOf(FEDERATION_CONTRACT_VERSION), locale);
      await mkdir(dirname(join(dist, names.body)), { recursive: true });
      await writeFile(join(dist, names.body), body);
      await writeFile(join(dist, names.head), head);
    }
  }
}
