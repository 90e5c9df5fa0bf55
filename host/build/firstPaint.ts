/** Moves the app's scripts into the boot module: first paint needs only HTML and CSS (decision 0009). */
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import type { BootConfig } from '../src/boot/bootConfig';
import { bundledScript } from './bundledScript';

interface OutputAsset {
  type: 'asset' | 'chunk';
  source?: string | Uint8Array;
}

const APP_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** An @font-face whose source is a file (a web font); local() fallback faces do not match. */
const WEB_FONT_FACE = /@font-face\s*\{[^}]*\burl\([^}]*\}/;

/** Unquoted. */
export function webFontFamily(css: string): string | null {
  const face = WEB_FONT_FACE.exec(css)?.[0];
  const family = face && /font-family:\s*([^;}]+)/.exec(face)?.[1];
  return family ? family.trim().replace(/^(['"])(.*)\1$/, '$2') : null;
}

/** The loop @module-federation/vite appends to remoteEntry.js to modulepreload each (chunk-relative) path. */
const WARMUP_PATHS = /for \(const __mfWarmupPath of (\[[^\]]*\])\)/;

/** As the page's URLs, under the host's `base`. */
export function warmedUpModules(chunkFileName: string, code: string, base = '/'): string[] {
  const list = WARMUP_PATHS.exec(code)?.[1];
  if (!list) return [];
  const chunkUrl = new URL(`http://build${base}${chunkFileName}`);
  return (JSON.parse(list) as string[]).map((path) => new URL(path, chunkUrl).pathname);
}

export interface DeferredApp {
  html: string;
  /** The module script the page ran at load (Module Federation's bootstrap, which imports the app). */
  app: string;
  preloads: string[];
}

/** Takes the module script and modulepreload tags out of the HTML; a placeholder marks the script's place. */
export function takeOutAppScripts(html: string, placeholder: string): DeferredApp {
  const apps = [...html.matchAll(APP_SCRIPT)].map((match) => match[1] ?? '');
  if (apps.length !== 1) throw new Error(`first paint: expected one module script in index.html, found ${apps.length}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const out = html.replace(APP_SCRIPT, placeholder).replace(MODULE_PRELOAD, '');
  return { html: out, app: apps[0] ?? '', preloads };
}

const BOOT_ENTRY = fileURLToPath(new URL('../src/boot/entry.ts', import.meta.url));

export function bootModule(config: BootConfig): string {
  return bundledScript(BOOT_ENTRY, { format: 'esm', define: { __BOOT_CONFIG__: config } });
}

/**
 * Module Federation's loadShare chunks for react and react-dom/client, evaluated one per task before
 * the app: they only register in the share cache, and React DOM's start is the app's largest piece.
 */
export function firstEvaluated(preloads: string[]): string[] {
  const order = ['loadShare__react__loadShare__', 'loadShare__react_mf_2_dom_mf_1_client__loadShare__'];
  return order.flatMap((name) => preloads.filter((href) => href.includes(name)));
}

export function bootScriptTag(src: string): string {
  // Low: not render-blocking in Chromium's priorities nor Lantern's.
  return `<script type="module" src="${src}" fetchpriority="low"></script>\n`;
}

/** Every chunk `fileName` imports statically, directly or not. */
export function staticImportsOf(
  fileName: string,
  bundle: Record<string, { type: string; imports?: string[] }>,
): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    for (const imported of bundle[name]?.imports ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...found];
}

/** Build only: rewrites the built index.html (before pre-rendering copies it to every route). */
export function firstPaintPlugin(options: { documentEntry?: string } = {}): Plugin {
  let base = '/';
  let documentChunk: string | null = null;
  return {
    name: 'portfolio-first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      // The document page's module: a chunk of its own, sharing with the app what both import.
      if (options.documentEntry && !this.environment?.config.build.ssr)
        documentChunk = this.emitFile({ type: 'chunk', id: options.documentEntry, name: 'document' });
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'] as OutputAsset | undefined;
      if (!page || typeof page.source !== 'string') return;
      const marker = '<!--boot-->';
      const deferred = takeOutAppScripts(page.source, marker);
      // One preload per module: leave out what the host's remoteEntry.js preloads itself.
      const warmedUp = new Set(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' ? warmedUpModules(chunk.fileName, chunk.code, base) : [],
        ),
      );
      deferred.preloads = deferred.preloads.filter((href) => !warmedUp.has(href));
      const pageCss = Object.values(bundle).flatMap((asset) =>
        asset.type === 'asset' && asset.fileName.endsWith('.css') && typeof asset.source === 'string'
          ? [asset.source]
          : [],
      );
      const webFont = pageCss.map(webFontFamily).find((family) => family !== null) ?? null;
      const boot = this.emitFile({
        type: 'asset',
        name: 'boot.js',
        source: bootModule({
          app: deferred.app,
          preloads: deferred.preloads,
          early: firstEvaluated(deferred.preloads),
          webFont,
          documentEntry: documentChunk ? `${base}${this.getFileName(documentChunk)}` : null,
          documentPreloads: documentChunk
            ? staticImportsOf(this.getFileName(documentChunk), bundle).map((file) => `${base}${file}`)
            : [],
        }),
      });
      page.source = deferred.html.replace(marker, `    ${bootScriptTag(`${base}${this.getFileName(boot)}`)}`);
    },
  };
}
