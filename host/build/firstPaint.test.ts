// @vitest-environment node
import { parseAst } from 'vite';
import { DOCUMENT_PAGE_SELECTOR } from '../../shared/src/hydration/documentPage';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_ATTRIBUTE } from '../src/boot/bootConfig';
import {
  bootModule,
  bootScriptTag,
  firstEvaluated,
  staticImportsOf,
  takeOutAppScripts,
  warmedUpModules,
  webFontFamily,
} from './firstPaint';

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

describe('bootModule', () => {
  const config = {
    app: '/assets/app.js',
    preloads: ['/assets/p.js'],
    early: [],
    webFont: 'Space Grotesk Variable',
    documentEntry: '/assets/d.js',
    documentPreloads: ['/assets/r.js'],
  };

  it('is one minified module with the config in it: every URL, attribute and selector kept, no comment', () => {
    const shipped = bootModule(config);
    expect(() => parseAst(shipped)).not.toThrow();
    expect(shipped).not.toMatch(/\/\/ |\/\*/);
    for (const kept of [...config.preloads, config.app, config.documentEntry, ...config.documentPreloads])
      expect(shipped).toContain(JSON.stringify(kept).slice(1, -1));
    for (const kept of [WEB_FONT_ATTRIBUTE, 'modulepreload', 'first-contentful-paint', DOCUMENT_PAGE_SELECTOR])
      expect(shipped).toContain(kept);
  });

  it('imports nothing statically: a static import would be fetched at High priority before paint', () => {
    expect(bootModule(config)).not.toMatch(/(^|[;}])import[\s{*]/m);
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
