import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, before any code, once', () => {
    expect(withCompileHint('export const a = () => 1;')).toBe(
      '//# allFunctionsCalledOnLoad\nexport const a = () => 1;',
    );
    expect(withCompileHint(withCompileHint('f();'))).toBe(`${COMPILE_HINT}f();`);
  });
});

describe('compileHintsPlugin', () => {
  it('marks every script of the bundle, chunk or emitted file, and nothing else', () => {
    const bundle = {
      'assets/index-1.js': { type: 'chunk', fileName: 'assets/index-1.js', code: 'import "./a.js";' },
      'remoteEntry.js': { type: 'chunk', fileName: 'remoteEntry.js', code: 'export const get = () => 1;' },
      'assets/boot-2.js': { type: 'asset', fileName: 'assets/boot-2.js', source: 'start();' },
      'assets/index-3.css': { type: 'asset', fileName: 'assets/index-3.css', source: 'a{color:red}' },
      'index.html': { type: 'asset', fileName: 'index.html', source: '<script>x()</script>' },
    } as unknown as Rollup.OutputBundle;
    const plugin = compileHintsPlugin();
    (plugin.generateBundle as unknown as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void }).handler(
      {},
      bundle,
    );
    const text = (file: string) => {
      const output = bundle[file]!;
      return output.type === 'chunk' ? output.code : String(output.source);
    };
    expect(text('assets/index-1.js')).toBe(`${COMPILE_HINT}import "./a.js";`);
    expect(text('remoteEntry.js')).toBe(`${COMPILE_HINT}export const get = () => 1;`);
    expect(text('assets/boot-2.js')).toBe(`${COMPILE_HINT}start();`);
    expect(text('assets/index-3.css')).toBe('a{color:red}');
    expect(text('index.html')).toBe('<script>x()</script>');
  });
});
