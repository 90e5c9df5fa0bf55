/**
 * First paint needs the HTML and the page's CSS, nothing else. Lighthouse's mobile
 * simulation (Lantern, FirstContentfulPaint.js) puts on the simulated first-paint path
 * every request that finished before the observed first paint and has VeryHigh priority
 * (stylesheets, fonts) or is a High-priority script (`<script type="module">`,
 * `<link rel="modulepreload">`): Vite's HTML gave it ~14 module scripts and the web font.
 * So the built HTML loads one tiny Low-priority module (`fetchpriority="low"`) that, once
 * the page has painted, fetches the web font and turns it on (WEB_FONT_ATTRIBUTE), adds the
 * app's modulepreloads and imports the app (which hydrates), a frame between each step.
 */
import type { Plugin } from 'vite';
import { DOCUMENT_BOOT, DOCUMENT_INTENT_EVENTS, DOCUMENT_PAGE_SELECTOR } from '../../shared/src/hydration/documentPage';
import { minifiedScript } from './minifiedScript';

/** The part of a bundle's asset this plugin reads and writes. */
interface OutputAsset {
  type: 'asset' | 'chunk';
  source?: string | Uint8Array;
}

const APP_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/**
 * Set on <html> once the web font has arrived, after first paint: the page CSS's
 * `:root[data-web-font] .font-display` rule (host/src/app/index.css) then puts it first in the
 * headings' font list. Until then the headings use its metric-matched fallback face, so nothing
 * moves. The boot fetches the font first (document.fonts.load: no element uses it yet, so nothing
 * is laid out again when it arrives), then sets the attribute, which restyles only the
 * .font-display elements and lays out their text once, with the font. The @font-face rules stay
 * in the page CSS: adding font faces after paint (a stylesheet with them, as before) makes
 * Chromium restyle and lay out every text on the page ("Fonts changed", ≈ 27 ms at 4× CPU on /).
 */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';
/** An @font-face whose source is a file (a web font); local() fallback faces do not match. */
const WEB_FONT_FACE = /@font-face\s*\{[^}]*\burl\([^}]*\}/;

/** The family of the stylesheet's first web font (an @font-face loading a file), unquoted. */
export function webFontFamily(css: string): string | null {
  const face = WEB_FONT_FACE.exec(css)?.[0];
  const family = face && /font-family:\s*([^;}]+)/.exec(face)?.[1];
  return family ? family.trim().replace(/^(['"])(.*)\1$/, '$2') : null;
}

/**
 * The modules a chunk preloads itself: @module-federation/vite appends to the host's
 * remoteEntry.js a loop that adds a `<link rel="modulepreload" crossorigin>` for each path in
 * a literal array (`for (const __mfWarmupPath of [...])`), relative to the chunk.
 */
const WARMUP_PATHS = /for \(const __mfWarmupPath of (\[[^\]]*\])\)/;

/** As the page's paths: under `base`, the host's base path, as Vite writes the page's URLs. */
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
  /** The modulepreload hrefs taken out of the HTML. */
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

/**
 * The boot module's source. It waits for the first contentful paint (the Paint Timing
 * entry arrives after the frame was presented), so everything it starts begins after
 * first paint; a hidden tab (nothing to paint) or a page without pre-rendered content
 * starts at once, and a page that never reports a paint starts after `fallbackMs`.
 */
export function bootSource(options: {
  app: string;
  preloads: string[];
  /** Chunks evaluated one per task before the app (see firstEvaluated): each a slice of its own. */
  early?: string[];
  /** The family to fetch before WEB_FONT_ATTRIBUTE is set; null: no web font. */
  webFont: string | null;
  /** The module a document page runs instead of the app until the visitor reaches for it; null: none. */
  documentEntry?: string | null;
  /** The modules `documentEntry` imports, preloaded with it (see `preload`). */
  documentPreloads?: string[];
  fallbackMs?: number;
}): string {
  const {
    app,
    preloads,
    early = [],
    webFont,
    documentEntry = null,
    documentPreloads = [],
    fallbackMs = 3000,
  } = options;
  return `// Loads the app after first paint (host/build/firstPaint.ts).
// Every step is a task of its own, behind everything else the page has to do (a background task
// where the browser has scheduler.postTask, else a macrotask), so a tap waits for one small step at
// most. Before a module's evaluation (7-15 ms at 4x CPU) a frame is drawn too: it never lands
// between a tap and the frame that answers it (traced: it held a theme switch's frame back 20-50 ms,
// docs/decisions/0013). A hidden page draws no frames: it only yields.
const afterOtherWork = () =>
  globalThis.scheduler && typeof globalThis.scheduler.postTask === 'function'
    ? globalThis.scheduler.postTask(() => {}, { priority: 'background' })
    : new Promise((resolve) => setTimeout(resolve, 0));
const afterNextFrame = () =>
  document.visibilityState === 'hidden' ? Promise.resolve() : new Promise((resolve) => requestAnimationFrame(resolve));
const betweenSteps = async () => {
  await afterNextFrame();
  await afterOtherWork();
};
// A module preload, unless the page has one for that module: two are two fetches of one file (both
// engines report it), and Vite's own preload helper, which adds links for a dynamic import's modules,
// skips only those the page links already (Firefox reports a preload of a module already run as failed).
const preload = (href) => {
  const url = new URL(href, location.href).href;
  if ([...document.querySelectorAll('link[rel="modulepreload"]')].some((link) => link.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // The credentials mode of the module loads (crossorigin): a preload in another mode is not
  // reused, so the module would be fetched twice (and Firefox reports the preload failed).
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
};
const root = document.getElementById('root');
let started = false;
let appStarted = false;
const start = async () => {
  if (started) return;
  started = true;
${
  webFont
    ? `  // The font first (a small file), so that the headings switch to it (one layout, with it) in the
  // first frames after paint, before the module evaluations, not in the middle of them where a tap
  // at paint + 100 ms met it. If it fails they keep the fallback.
  if (document.fonts) {
    document.fonts.load(${JSON.stringify(`1em "${webFont}"`)}).then((faces) => {
      if (faces.length > 0) document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)}, '');
    }, () => {});
  }
`
    : ''
}${
    documentEntry
      ? `  // A document page (shared/src/hydration/documentPage.ts) works without the app: it runs its
  // record and field data, and the app waits for the visitor to point, press a key or move focus.
  if (root && root.querySelector(${JSON.stringify(DOCUMENT_PAGE_SELECTOR)})) {
    document.documentElement.dataset.boot = ${JSON.stringify(DOCUMENT_BOOT)};
    await betweenSteps();
    for (const href of ${JSON.stringify(documentPreloads)}) preload(href);
    import(${JSON.stringify(documentEntry)}).catch(() => {});
    const events = ${JSON.stringify(DOCUMENT_INTENT_EVENTS)};
    const onIntent = () => {
      for (const type of events) window.removeEventListener(type, onIntent, true);
      startApp();
    };
    for (const type of events) window.addEventListener(type, onIntent, { capture: true, passive: true });
    return;
  }
`
      : ''
  }  startApp();
};
const startApp = async () => {
  if (appStarted) return;
  appStarted = true;
  // One preload per task: alone, none is a task of 4 ms at 4x CPU (traced); three in one task with the
  // font's were a step of 8-29 ms that a tap at first paint + 100 ms waited for.
  for (const href of ${JSON.stringify(preloads)}) {
    await afterOtherWork();
    preload(href);
  }
  await betweenSteps();
  // The big shared modules first, each evaluated in its own task, so the app's own evaluation
  // task is shorter; a failure here is the app's to report when it imports the same module.
  for (const href of ${JSON.stringify(early)}) {
    try {
      await import(href);
    } catch {
      break;
    }
    await betweenSteps();
  }
  import(${JSON.stringify(app)});
};
if (document.visibilityState === 'hidden' || !root || !root.hasChildNodes() || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${fallbackMs});
}
`;
}

/**
 * The preloads the boot module evaluates before the app, one per task: the shared React and
 * React DOM modules (Module Federation's loadShare chunks for react, react-dom/client). They
 * have no top-level await and only register themselves in the federation's share cache, as
 * they do when the app imports them; React DOM's initialisation is the largest single piece
 * of the app's evaluation, and on its own it no longer adds to the app's task.
 */
export function firstEvaluated(preloads: string[]): string[] {
  const order = ['loadShare__react__loadShare__', 'loadShare__react_mf_2_dom_mf_1_client__loadShare__'];
  return order.flatMap((name) => preloads.filter((href) => href.includes(name)));
}

export function bootScriptTag(src: string): string {
  // Low: not a render-blocking script in Chromium's priorities nor in Lantern's.
  return `<script type="module" src="${src}" fetchpriority="low"></script>\n`;
}

/** Every chunk `fileName` imports statically, directly or through another, by file name. */
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
  // The host's base path: the page's URLs start with it, the bundle's file names do not.
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
        // Minified: bootSource keeps its comments for the reader.
        source: minifiedScript(
          'boot.js',
          bootSource({
            app: deferred.app,
            preloads: deferred.preloads,
            early: firstEvaluated(deferred.preloads),
            webFont,
            documentEntry: documentChunk ? `${base}${this.getFileName(documentChunk)}` : null,
            documentPreloads: documentChunk
              ? staticImportsOf(this.getFileName(documentChunk), bundle).map((file) => `${base}${file}`)
              : [],
          }),
        ),
      });
      page.source = deferred.html.replace(marker, `    ${bootScriptTag(`${base}${this.getFileName(boot)}`)}`);
    },
  };
}
