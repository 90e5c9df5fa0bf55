/**
 * Pre-renders the host's routes to static HTML after the build, so link-preview crawlers (which run
 * no JavaScript) and first paint get each page's own head and content. A remote route's section is
 * an include point the server fills at request time (includePoints.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { PAGE_MODULES, REMOTE_MODULES, type RemoteName } from '../../shared/src/federation/contract';
import { prefixShellFile } from '../../shared/build/fragment.mjs';
import { PAGE_PATHS } from '../../shared/src/routes';
import { LOCALES, localePath, type Locale } from '../../shared/src/i18n/locale';
import { includePointTag, withIncludes } from './includePoints';
import { PAGE_META_SLOT, withManifestIn, withPageMeta } from './seoPlugin';

const ROOT_SLOT = '<div id="root"></div>';
export const NOT_FOUND_PATH = '/404';

/** The file a route's page in a language is written to (nginx and the start server look there first). */
export function fileForRoute(path: string, locale: Locale = LOCALES[0]!): string {
  const dir = localePath('/', locale).slice(1);
  if (path === NOT_FOUND_PATH) return dir ? `${dir}/404.html` : '404.html';
  const sitePath = localePath(path, locale);
  return sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}/index.html`;
}

/** The template in a language: `<html lang>`. */
export function inLanguage(template: string, locale: Locale): string {
  return template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/** A prefix's shell leaves the page's metadata to the page the remote pre-rendered (its head fragment). */
export function withoutPageMeta(page: string): string {
  return page.replace(PAGE_META_SLOT, '');
}

export function fillPage(
  template: string,
  path: string,
  rootHtml: string,
  base = '/',
  locale: Locale = LOCALES[0]!,
): string {
  if (!template.includes(ROOT_SLOT)) throw new Error('index.html has no empty #root to fill');
  return withPageMeta(withManifestIn(inLanguage(template, locale), base, locale), path, base, locale).replace(
    ROOT_SLOT,
    `<div id="root">${rootHtml}</div>`,
  );
}

/** `inlineSection` writes a remote route's section into its page at build time (singleBundle.ts) instead of an include. */
export interface PrerenderOptions {
  inlineSection?: (remote: RemoteName, base: string) => Promise<{ head: string; body: string }>;
}

/** The page with its include point replaced by the section's HTML, and the section's head added. */
export function withInlineSection(page: string, remote: RemoteName, section: { head: string; body: string }): string {
  const point = includePointTag(remote);
  if (page.split(point).length !== 2) throw new Error(`expected one include point for ${remote}`);
  return page.replace('</head>', () => `${section.head}</head>`).replace(point, () => section.body);
}

async function prerender(
  hostRoot: string,
  dist: string,
  base: string,
  log: (message: string) => void,
  options: PrerenderOptions,
) {
  const outDir = join(hostRoot, 'node_modules', '.prerender');
  const stub = join(hostRoot, 'build', 'remoteStub.tsx');
  await build({
    configFile: false,
    root: hostRoot,
    logLevel: 'warn',
    mode: 'production',
    // The app's links and router carry the base path, as in the browser build.
    base,
    plugins: [react()],
    resolve: {
      alias: [
        ...[...Object.values(REMOTE_MODULES), ...Object.values(PAGE_MODULES)].map((find) => ({
          find,
          replacement: stub,
        })),
        // Every app module imports RemoteRoute as `./RemoteRoute`.
        { find: /^\.\/RemoteRoute$/, replacement: join(hostRoot, 'build', 'remoteRouteOnServer.tsx') },
      ],
    },
    build: {
      ssr: join(hostRoot, 'build', 'prerenderEntry.tsx'),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  try {
    const { preloadForRender, render, remoteSectionOf, prefixShells } = (await import(
      pathToFileURL(join(outDir, 'prerender.mjs')).href
    )) as {
      preloadForRender: () => Promise<void>;
      render: (url: string) => string;
      remoteSectionOf: (url: string, locale: Locale) => { remote: RemoteName; skeleton: string } | null;
      prefixShells: (locale: Locale) => { remote: RemoteName; path: string; skeleton: string; title: string }[];
    };
    await preloadForRender();
    const template = await readFile(join(dist, 'index.html'), 'utf8');
    const paths = [...PAGE_PATHS, NOT_FOUND_PATH];
    // The single bundle stays in the first language.
    const locales = options.inlineSection ? LOCALES.slice(0, 1) : LOCALES;
    let shellCount = 0;
    for (const locale of locales) {
      for (const path of paths) {
        const file = join(dist, fileForRoute(path, locale));
        await mkdir(dirname(file), { recursive: true });
        const page = fillPage(template, path, render(localePath(path, locale)), base, locale);
        const section = remoteSectionOf(path, locale);
        if (!section) await writeFile(file, page);
        else if (options.inlineSection)
          await writeFile(
            file,
            withInlineSection(page, section.remote, await options.inlineSection(section.remote, base)),
          );
        else await writeFile(file, withIncludes(page, section.remote, section.skeleton, undefined, undefined, locale));
      }
      // One shell per prefix a remote owns, naming no page: a new post needs no host build.
      const shells = options.inlineSection ? [] : prefixShells(locale);
      for (const shell of shells) {
        const file = join(dist, prefixShellFile(shell.remote, locale));
        await mkdir(dirname(file), { recursive: true });
        const shellPath = localePath(shell.path, locale);
        const page = withoutPageMeta(fillPage(template, shell.path, render(shellPath), base, locale));
        await writeFile(
          file,
          withIncludes(page, shell.remote, shell.skeleton, undefined, {
            fallbackHead: `<title>${shell.title}</title>`,
          }),
        );
      }
      shellCount += shells.length;
    }
    log(`pre-rendered ${paths.length * locales.length} pages and ${shellCount} prefix shells`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function prerenderPlugin(hostRoot: string, options: PrerenderOptions = {}): Plugin {
  let base = '/';
  let dist = join(hostRoot, 'dist');
  return {
    name: 'portfolio-prerender',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // `vite build --outDir` builds elsewhere.
      dist = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (process.env.PRERENDER === 'false') return;
      await prerender(hostRoot, dist, base, (message) => console.log(message), options);
    },
  };
}
