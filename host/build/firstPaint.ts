/**
 * First paint needs the HTML and the page's CSS, nothing else. Lighthouse's mobile
 * simulation (Lantern, FirstContentfulPaint.js) puts on the simulated first-paint path
 * every request that finished before the observed first paint and has VeryHigh priority
 * (stylesheets, fonts) or is a High-priority script (`<script type="module">`,
 * `<link rel="modulepreload">`): Vite's HTML gave it ~14 module scripts and the web font.
 * So the built HTML loads one tiny Low-priority module (`fetchpriority="low"`) that, once
 * the page has painted, adds the app's modulepreloads, imports the app (which hydrates) and
 * links the web font's @font-face rules (cut out of the page CSS; the metric-matched
 * fallback faces stay, so nothing moves when the font arrives).
 */
import type { Plugin } from 'vite';

/** The part of a bundle's asset this plugin reads and writes. */
interface OutputAsset {
  type: 'asset' | 'chunk';
  source?: string | Uint8Array;
}

const APP_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** An @font-face whose source is a file (a web font); local() fallback faces do not match. */
const WEB_FONT_FACE = /@font-face\s*\{[^}]*\burl\([^}]*\}/g;

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
  stylesheets: string[];
}

/** Takes the module script and modulepreload tags out of the HTML; a placeholder marks the script's place. */
export function takeOutAppScripts(html: string, placeholder: string): DeferredApp {
  const apps = [...html.matchAll(APP_SCRIPT)].map((match) => match[1] ?? '');
  if (apps.length !== 1) throw new Error(`first paint: expected one module script in index.html, found ${apps.length}`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const stylesheets = [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  const out = html.replace(APP_SCRIPT, placeholder).replace(MODULE_PRELOAD, '');
  return { html: out, app: apps[0] ?? '', preloads, stylesheets };
}

/** Splits a stylesheet into the rules first paint needs and the web fonts' @font-face rules. */
export function splitWebFonts(css: string): { css: string; fonts: string } {
  const fonts = css.match(WEB_FONT_FACE) ?? [];
  return { css: css.replace(WEB_FONT_FACE, ''), fonts: fonts.join('') };
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
  fonts: string | null;
  fallbackMs?: number;
}): string {
  const { app, preloads, early = [], fonts, fallbackMs = 3000 } = options;
  return `// Loads the app after first paint (host/build/firstPaint.ts).
// Yields to input between steps: scheduler.yield where there is one, else a macrotask.
const yieldToInput = () =>
  globalThis.scheduler && typeof globalThis.scheduler.yield === 'function'
    ? globalThis.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));
let started = false;
const start = async () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The credentials mode of the module loads (crossorigin): a preload in another mode is not
    // reused, so the module would be fetched twice (and Firefox reports the preload failed).
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  await yieldToInput();
  // The big shared modules first, each evaluated in its own task, so the app's own evaluation
  // task is shorter; a failure here is the app's to report when it imports the same module.
  for (const href of ${JSON.stringify(early)}) {
    try {
      await import(href);
    } catch {
      break;
    }
    await yieldToInput();
  }
  import(${JSON.stringify(app)});
${
  fonts
    ? `  await yieldToInput();
  const fonts = document.createElement('link');
  fonts.rel = 'stylesheet';
  fonts.href = ${JSON.stringify(fonts)};
  document.head.append(fonts);
`
    : ''
}};
const root = document.getElementById('root');
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

/** Build only: rewrites the built index.html (before pre-rendering copies it to every route). */
export function firstPaintPlugin(): Plugin {
  // The host's base path: the page's URLs start with it, the bundle's file names do not.
  let base = '/';
  return {
    name: 'portfolio-first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
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
      let fontsFile: string | null = null;
      for (const href of deferred.stylesheets) {
        const asset = (href.startsWith(base) ? bundle[href.slice(base.length)] : undefined) as OutputAsset | undefined;
        if (!asset || asset.type !== 'asset' || typeof asset.source !== 'string') continue;
        const split = splitWebFonts(asset.source);
        if (!split.fonts) continue;
        asset.source = split.css;
        fontsFile = this.getFileName(this.emitFile({ type: 'asset', name: 'fonts.css', source: split.fonts }));
      }
      const boot = this.emitFile({
        type: 'asset',
        name: 'boot.js',
        source: bootSource({
          app: deferred.app,
          preloads: deferred.preloads,
          early: firstEvaluated(deferred.preloads),
          fonts: fontsFile ? `${base}${fontsFile}` : null,
        }),
      });
      page.source = deferred.html.replace(marker, `    ${bootScriptTag(`${base}${this.getFileName(boot)}`)}`);
    },
  };
}
