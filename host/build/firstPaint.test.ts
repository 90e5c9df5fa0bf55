import { describe, expect, it } from 'vitest';
import {
  bootScriptTag,
  bootSource,
  firstEvaluated,
  splitWebFonts,
  takeOutAppScripts,
  warmedUpModules,
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
    expect(out.stylesheets).toEqual(['/assets/index-2.css']);
    expect(out.html).not.toMatch(/modulepreload|type="module"/);
    expect(out.html).toContain('<script>theme()</script>');
    expect(out.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
  });
  it('refuses a page without exactly one module script (the app would never load)', () => {
    expect(() => takeOutAppScripts('<head></head>', 'x')).toThrow(/found 0/);
  });
});

describe('splitWebFonts', () => {
  it('moves the @font-face rules that load a file and keeps local() fallbacks and other rules', () => {
    const css =
      '@font-face{font-family:Space Grotesk Variable;src:url(/assets/sg.woff2)format("woff2-variations")}' +
      '@font-face{font-family:Space Grotesk Fallback;src:local(Arial);size-adjust:106%}' +
      'h1{font-family:Space Grotesk Variable,Space Grotesk Fallback}';
    const split = splitWebFonts(css);
    expect(split.fonts).toBe(
      '@font-face{font-family:Space Grotesk Variable;src:url(/assets/sg.woff2)format("woff2-variations")}',
    );
    expect(split.css).toBe(
      '@font-face{font-family:Space Grotesk Fallback;src:local(Arial);size-adjust:106%}h1{font-family:Space Grotesk Variable,Space Grotesk Fallback}',
    );
  });
  it('leaves a stylesheet without web fonts as it is', () => {
    expect(splitWebFonts('a{color:red}')).toEqual({ css: 'a{color:red}', fonts: '' });
  });
});

describe('bootSource', () => {
  it('starts the app, its preloads and the fonts only from the start function, after the first contentful paint', () => {
    const source = bootSource({ app: '/a.js', preloads: ['/p.js'], fonts: '/f.css', fallbackMs: 1234 });
    expect(source).toContain('import("/a.js")');
    expect(source).toContain('["/p.js"]');
    expect(source).toContain('fonts.href = "/f.css"');
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
      fonts: '/f.css',
    });
    expect(source).toContain('scheduler.yield()');
    expect(source).toContain('setTimeout(resolve, 0)');
    const early = source.indexOf('["/r.js","/d.js"]) {');
    expect(early).toBeGreaterThan(source.indexOf('await yieldToInput()'));
    expect(source.indexOf('import("/a.js")')).toBeGreaterThan(early);
    expect(source.indexOf('fonts.href')).toBeGreaterThan(source.indexOf('import("/a.js")'));
  });
  it('links no stylesheet when there is no web font', () => {
    expect(bootSource({ app: '/a.js', preloads: [], fonts: null })).not.toContain('stylesheet');
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

describe('the boot module', () => {
  it("adds each preload with the module loader's credentials mode (crossorigin)", () => {
    const source = bootSource({ app: '/assets/app.js', preloads: ['/assets/a.js'], fonts: null });
    expect(source).toContain("link.crossOrigin = '';");
  });
});
