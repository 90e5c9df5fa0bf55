/**
 * Takes the chunks remoteEntry.js imports statically out of its modulepreload warm-up list: they are
 * loaded before its body runs, and Firefox fires `error` on a preload of a module already in the
 * module map.
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
