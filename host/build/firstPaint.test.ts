// @vitest-environment node
import { parseAst } from 'vite';
import { DOCUMENT_INTENT_EVENTS, DOCUMENT_PAGE_SELECTOR } from '../../shared/src/hydration/documentPage';
import { describe, expect, it } from 'vitest';
import {
  bootScriptTag,
  bootSource,
  firstEvaluated,
  staticImportsOf,
  takeOutAppScripts,
  warmedUpModules,
  WEB_FONT_ATTRIBUTE,
  webFontFamily,
} from './firstPaint';
import { minifiedScript } from './minifiedScript';

const built = `<head>
    <script>theme()</script>
    <script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/hostInit-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  <link rel="modulepreload" crossorigin href="/assets/index-3.js"><link rel="modulepreload" crossorigin href="/remoteEntry.js">
</head>`;

describe('takeOutAppScripts', () => {
  it('removes the module script and every modulepreload, keeping the stylesheet and the inline theme script', () => {
    const out = takeOutAppScripts(built, '<!--boot-->');
    expect(out.app).toBe('/assets/mf-entry-bootstrap-0-abc.js');
    expect(out.preloads).toEqual(['/assets/hostInit-1.js', '/assets/index-3.js', '/remoteEntry.js']);
    expect(out.html).not.toMatch(/modulepreload|type="module"/);
    expect(out.html).toContain('<script>theme()</script>');
    expect(out.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
  });
  it('refuses a page without exactly one module script (the app would never load)', () => {
    expect(() => takeOutAppScripts('<head></head>', 'x')).toThrow(/found 0/);
  });
});

describe('webFontFamily', () => {
  it("reads the first web font's family and skips local() fallback faces", () => {
    const css =
      '@font-face{font-family:Space Grotesk Fallback;src:local(Arial);size-adjust:106%}' +
      '@font-face{font-family:\'Space Grotesk Variable\';font-weight:300 700;src:url(/assets/sg.woff2)format("woff2-variations")}' +
      'h1{font-family:Space Grotesk Variable,Space Grotesk Fallback}';
    expect(webFontFamily(css)).toBe('Space Grotesk Variable');
    expect(webFontFamily('@font-face{font-family:Inter;src:url(i.woff2)}')).toBe('Inter');
  });
  it('finds none in a stylesheet without one', () => {
    expect(webFontFamily('@font-face{font-family:F;src:local(Arial)}a{color:red}')).toBeNull();
  });
});

describe('bootSource', () => {
  it('is a module that parses, with and without a web font', () => {
    for (const webFont of ['Space Grotesk Variable', null]) {
      const source = bootSource({ app: '/a.js', preloads: ['/p.js', '/r.js'], early: ['/r.js'], webFont });
      expect(() => parseAst(source)).not.toThrow();
    }
    expect(() => parseAst('const start = async () => {\n}};')).toThrow();
  });

  it('starts the app, its preloads and the web font only from the start function, after the first contentful paint', () => {
    const source = bootSource({
      app: '/a.js',
      preloads: ['/p.js'],
      webFont: 'Space Grotesk Variable',
      fallbackMs: 1234,
    });
    const start = source.indexOf('const start = async () => {');
    const end = source.indexOf('\n};', start);
    expect(start).toBeGreaterThan(-1);
    const startFunction = source.slice(start, end);
    expect(startFunction).toContain('startApp();');
    const app = source.indexOf('const startApp = async () => {');
    const appFunction = source.slice(app, source.indexOf('\n};', app));
    expect(appFunction).toContain('import("/a.js")');
    expect(appFunction).toContain('["/p.js"]');
    // The font is fetched before the headings switch to it, and only a font that loaded switches them.
    expect(startFunction).toContain('document.fonts.load("1em \\"Space Grotesk Variable\\"").then((faces) => {');
    expect(startFunction).toContain(
      `if (faces.length > 0) document.documentElement.setAttribute("${WEB_FONT_ATTRIBUTE}", '')`,
    );
    expect(source.split(WEB_FONT_ATTRIBUTE)).toHaveLength(2);
    expect(source).toContain("getEntriesByName('first-contentful-paint')");
    expect(source).toContain('setTimeout(start, 1234)');
    // Nothing is imported statically: a static import would be fetched at High priority before paint.
    expect(source).not.toMatch(/^import /m);
  });
  it('evaluates the early chunks one per task, yielding to input between steps, before the app', () => {
    const source = bootSource({
      app: '/a.js',
      preloads: ['/p.js', '/r.js', '/d.js'],
      early: ['/r.js', '/d.js'],
      webFont: 'F',
    });
    // Each step after a drawn frame, then behind everything else queued (a background task).
    expect(source).toContain('requestAnimationFrame(resolve)');
    expect(source).toContain("postTask(() => {}, { priority: 'background' })");
    expect(source).toContain('setTimeout(resolve, 0)');
    const early = source.indexOf('["/r.js","/d.js"]) {');
    expect(early).toBeGreaterThan(source.indexOf('await betweenSteps()'));
    expect(source.indexOf('import("/a.js")')).toBeGreaterThan(early);
    // The web font first: its switch (one layout of the headings) comes in the first frames after
    // paint, not among the module evaluations where a tap at paint + 100 ms met it.
    expect(source.indexOf('document.fonts.load')).toBeGreaterThan(source.indexOf('started = true'));
    expect(source.indexOf('document.fonts.load')).toBeLessThan(source.indexOf('["/p.js","/r.js","/d.js"]'));
  });
  it('starts each module preload in a task of its own, after the font', () => {
    const source = bootSource({ app: '/a.js', preloads: ['/1.js', '/2.js', '/3.js', '/4.js'], webFont: 'F' });
    const loop = source.slice(source.indexOf('for (const href of ["/1.js","/2.js","/3.js","/4.js"]) {'));
    expect(loop.indexOf('await afterOtherWork();')).toBeGreaterThan(0);
    expect(loop.indexOf('await afterOtherWork();')).toBeLessThan(loop.indexOf('preload(href);'));
    expect(source.indexOf('document.fonts.load')).toBeLessThan(source.indexOf('for (const href of'));
  });
  it('touches no font without a web font', () => {
    const source = bootSource({ app: '/a.js', preloads: [], webFont: null });
    expect(source).not.toContain('document.fonts');
    expect(source).not.toContain(WEB_FONT_ATTRIBUTE);
  });
  it('is a Low-priority module script', () => {
    expect(bootScriptTag('/b.js')).toBe('<script type="module" src="/b.js" fetchpriority="low"></script>\n');
  });
});

describe('firstEvaluated', () => {
  it('picks the shared React, then React DOM, chunks from the preloads', () => {
    const preloads = [
      '/assets/hostInit-1.js',
      '/assets/_virtual_mf___x__loadShare__react_mf_2_dom_mf_1_client__loadShare__.js-2.js',
      '/assets/_virtual_mf___x__loadShare__react_mf_1_jsx_mf_2_runtime__loadShare__.js-3.js',
      '/assets/_virtual_mf___x__loadShare__react__loadShare__.js-4.js',
    ];
    expect(firstEvaluated(preloads)).toEqual([preloads[3], preloads[1]]);
    expect(firstEvaluated(['/assets/index-1.js'])).toEqual([]);
  });
});

describe('warmedUpModules', () => {
  it("reads the module paths remoteEntry.js preloads itself, as the page's paths", () => {
    const code = `import "./assets/a.js";
if (typeof document !== 'undefined' && document.head) {
  try {
    for (const __mfWarmupPath of ["assets/dist-1.js","assets/vite-preload-helper-2.js"]) {
      const __mfWarmupLink = document.createElement('link');
    }
  } catch (__mfWarmupError) {}
}`;
    expect(warmedUpModules('remoteEntry.js', code)).toEqual(['/assets/dist-1.js', '/assets/vite-preload-helper-2.js']);
    expect(warmedUpModules('nested/remoteEntry.js', code)).toEqual([
      '/nested/assets/dist-1.js',
      '/nested/assets/vite-preload-helper-2.js',
    ]);
  });

  it('puts them under the base path the page is built for', () => {
    const code = 'for (const __mfWarmupPath of ["assets/dist-1.js"]) {}';
    expect(warmedUpModules('remoteEntry.js', code, '/portfolio/')).toEqual(['/portfolio/assets/dist-1.js']);
  });

  it('finds nothing in a chunk without the warm-up loop', () => {
    expect(warmedUpModules('assets/index-1.js', 'export const a = 1;')).toEqual([]);
  });
});

describe('staticImportsOf', () => {
  it("lists a chunk's static imports, through the chunks it imports, once each", () => {
    const bundle = {
      'document.js': { type: 'chunk', imports: ['record.js', 'helper.js'] },
      'record.js': { type: 'chunk', imports: ['urls.js', 'helper.js'] },
      'urls.js': { type: 'chunk', imports: [] },
      'helper.js': { type: 'chunk' },
      'app.js': { type: 'chunk', imports: ['react.js'] },
    };
    expect(staticImportsOf('document.js', bundle).sort()).toEqual(['helper.js', 'record.js', 'urls.js']);
    expect(staticImportsOf('urls.js', bundle)).toEqual([]);
  });
});

describe('the boot module', () => {
  it("preloads a document page's modules before importing it, and never a module the page preloads already", () => {
    const source = bootSource({
      app: '/a.js',
      preloads: ['/p.js'],
      webFont: null,
      documentEntry: '/d.js',
      documentPreloads: ['/r.js'],
    });
    const branch = source.slice(source.indexOf(`root.querySelector(${JSON.stringify(DOCUMENT_PAGE_SELECTOR)})`));
    expect(branch.indexOf('for (const href of ["/r.js"]) preload(href);')).toBeLessThan(
      branch.indexOf('import("/d.js")'),
    );
    const preload = source.slice(source.indexOf('const preload = (href) => {'), source.indexOf('const root ='));
    expect(preload).toContain('link[rel="modulepreload"]');
    expect(preload).toMatch(/some\(\(link\) => link\.href === url\)\) return;/);
  });

  it("on a document page runs its module and leaves the app to the visitor's intent; without one, has no such branch", () => {
    const source = bootSource({ app: '/a.js', preloads: [], webFont: null, documentEntry: '/d.js' });
    expect(() => parseAst(source)).not.toThrow();
    const start = source.slice(source.indexOf('const start = async () => {'), source.indexOf('const startApp'));
    const branch = start.slice(start.indexOf(`root.querySelector(${JSON.stringify(DOCUMENT_PAGE_SELECTOR)})`));
    expect(branch).toContain('import("/d.js")');
    for (const type of DOCUMENT_INTENT_EVENTS) expect(branch).toContain(JSON.stringify(type));
    expect(branch).toContain('window.addEventListener(type, onIntent');
    // The app is not started on that path: the branch returns before the start function's last call.
    expect(branch.indexOf('return;')).toBeLessThan(branch.lastIndexOf('startApp();'));
    expect(branch).not.toContain('import("/a.js")');
    const plain = bootSource({ app: '/a.js', preloads: [], webFont: null });
    expect(plain).not.toContain(DOCUMENT_PAGE_SELECTOR);
  });

  it("adds each preload with the module loader's credentials mode (crossorigin)", () => {
    const source = bootSource({ app: '/assets/app.js', preloads: ['/assets/a.js'], webFont: null });
    expect(source).toContain("link.crossOrigin = '';");
  });

  it('ships minified: no comment, half the size, every URL, attribute and selector kept', () => {
    const source = bootSource({
      app: '/assets/app.js',
      preloads: ['/assets/p.js'],
      webFont: 'Space Grotesk Variable',
      documentEntry: '/assets/d.js',
      documentPreloads: ['/assets/r.js'],
    });
    const shipped = minifiedScript('boot.js', source);
    expect(() => parseAst(shipped)).not.toThrow();
    expect(shipped.length).toBeLessThan(source.length / 2);
    expect(shipped).not.toMatch(/\/\/ |\/\*/);
    for (const kept of [
      '/assets/app.js',
      '/assets/p.js',
      '/assets/d.js',
      '/assets/r.js',
      WEB_FONT_ATTRIBUTE,
      'modulepreload',
      DOCUMENT_PAGE_SELECTOR,
    ])
      expect(shipped).toContain(kept);
  });
});
