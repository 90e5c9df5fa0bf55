import { buildSync } from 'esbuild';

/** A script shipped outside Vite's bundle (theme script, boot module), minified; `define` takes JSON values. */
export function bundledScript(
  entry: string,
  options: { format: 'iife' | 'esm'; define?: Record<string, unknown> },
): string {
  const define = Object.fromEntries(
    Object.entries(options.define ?? {}).map(([name, value]) => [name, JSON.stringify(value)]),
  );
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: options.format,
    target: 'es2022',
    legalComments: 'none',
    define,
  });
  return outputFiles[0]!.text.trim();
}
