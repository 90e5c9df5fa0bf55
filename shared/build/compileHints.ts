/**
 * Asks V8 to compile every function of every script an app ships when the script is compiled,
 * not when each function is first called: the magic comment of explicit compile hints (Chrome and
 * Edge 136+; to other engines it is only a comment). A script fetched from the network is compiled on a
 * background thread while it streams in, so the compilation of the functions the hydration calls
 * leaves the main thread. At 4x CPU, in the 2.5 s after first paint: the main thread's compile work
 * ≈ 95 → ≈ 5 ms on /education, its tasks of 4 ms or more 201 → 163 ms and its longest task 25.5 →
 * 20.5 ms (medians of 18 loads of /, /contact, /skills); Lighthouse's script evaluation fell 25-42 %
 * on every route (docs/decisions/0013, stop 34). Every chunk: what a page loads, it runs at once (the
 * section, its hydration), and a chunk loaded later (the résumé, the icon cloud's worker) is
 * compiled off the main thread too. No source maps are built, so none needs shifting.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (it must come before any function), once. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'portfolio-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After every other plugin's generateBundle, Vite's own included (it puts the map of a chunk's
      // dynamic imports in front of the code there), the federation's entry, the boot module.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (!output.fileName.endsWith('.js')) continue;
          if (output.type === 'chunk') output.code = withCompileHint(output.code);
          else if (typeof output.source === 'string') output.source = withCompileHint(output.source);
        }
      },
    },
  };
}
