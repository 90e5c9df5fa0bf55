/**
 * @module-federation/vite appends to each app's remoteEntry.js a loop that adds a
 * `<link rel="modulepreload">` for the chunks the entry will need (`for (const __mfWarmupPath of
 * [...])`). Some of them are chunks the entry imports statically: those are loaded and evaluated
 * before the entry's body runs, so preloading them again only costs a link each, and Firefox ESR
 * 140 then fires `error` on some of those links (a module that is already in the module map,
 * such as the bundler's runtime chunk). This plugin takes them out of the list, leaving the
 * chunks the entry imports dynamically.
 */
import type { Plugin } from 'vite';

const WARMUP_LIST = /(for \(const __mfWarmupPath of )(\[[^\]]*\])/;

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
}

/** The chunks loaded before `entry`'s body runs: its static imports, and theirs. */
export function staticClosure(entry: string, importsOf: (fileName: string) => readonly string[]): Set<string> {
  const closure = new Set<string>();
  const walk = [...importsOf(entry)];
  while (walk.length > 0) {
    const fileName = walk.pop()!;
    if (closure.has(fileName)) continue;
    closure.add(fileName);
    walk.push(...importsOf(fileName));
  }
  return closure;
}

/** The entry's code with the warm-up list left without the chunks in `loaded` (paths relative to the entry). */
export function trimWarmupList(code: string, entryFileName: string, loaded: ReadonlySet<string>): string {
  const match = WARMUP_LIST.exec(code);
  if (!match) return code;
  const entryUrl = new URL(`http://build/${entryFileName}`);
  const paths = (JSON.parse(match[2]!) as string[]).filter(
    (path) => !loaded.has(new URL(path, entryUrl).pathname.slice(1)),
  );
  return code.replace(WARMUP_LIST, `$1${JSON.stringify(paths)}`);
}

export function remoteEntryWarmupPlugin(entryFileName = 'remoteEntry.js'): Plugin {
  return {
    name: 'portfolio-remote-entry-warmup',
    apply: 'build',
    // After @module-federation/vite's own generateBundle (also 'post'), which writes the loop.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle[entryFileName] as ChunkInfo | undefined;
      if (!entry || entry.type !== 'chunk') return;
      const importsOf = (fileName: string) => {
        const chunk = bundle[fileName] as ChunkInfo | undefined;
        return chunk?.type === 'chunk' ? chunk.imports : [];
      };
      entry.code = trimWarmupList(entry.code, entryFileName, staticClosure(entryFileName, importsOf));
    },
  };
}
