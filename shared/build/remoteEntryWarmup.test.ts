import { describe, expect, it } from 'vitest';
import { staticClosure, trimWarmupList } from './remoteEntryWarmup';

const entry = `import{n as e}from"./assets/runtime-1.js";import{a}from"./assets/dist-2.js";
const load = () => import("./assets/importMap-3.js");
if (typeof document !== 'undefined' && document.head) {
  try {
    for (const __mfWarmupPath of ["assets/importMap-3.js","assets/dist-2.js","assets/helper-4.js","assets/runtime-1.js"]) {
      document.head.appendChild(link);
    }
  } catch (__mfWarmupError) {}
}`;

describe('staticClosure', () => {
  it('follows static imports transitively, once each', () => {
    const imports: Record<string, string[]> = {
      'remoteEntry.js': ['assets/runtime-1.js', 'assets/dist-2.js'],
      'assets/dist-2.js': ['assets/helper-4.js', 'assets/runtime-1.js'],
      'assets/helper-4.js': ['assets/dist-2.js'],
    };
    expect([...staticClosure('remoteEntry.js', (file) => imports[file] ?? [])].sort()).toEqual([
      'assets/dist-2.js',
      'assets/helper-4.js',
      'assets/runtime-1.js',
    ]);
  });
});

describe('trimWarmupList', () => {
  it('keeps only what the entry has not already loaded', () => {
    const loaded = new Set(['assets/runtime-1.js', 'assets/dist-2.js', 'assets/helper-4.js']);
    const out = trimWarmupList(entry, 'remoteEntry.js', loaded);
    expect(out).toContain('for (const __mfWarmupPath of ["assets/importMap-3.js"])');
    // The rest of the entry is as it was.
    expect(out.replace(/\[[^\]]*\]\)/, '')).toBe(entry.replace(/\[[^\]]*\]\)/, ''));
  });

  it('resolves the paths against the entry’s own folder', () => {
    const nested = entry.replace('"assets/dist-2.js"', '"../shared/dist-2.js"');
    const out = trimWarmupList(nested, 'app/remoteEntry.js', new Set(['shared/dist-2.js']));
    expect(out).not.toContain('../shared/dist-2.js');
    expect(out).toContain('"assets/runtime-1.js"');
  });

  it('leaves an entry without the warm-up loop alone', () => {
    expect(trimWarmupList('export {}', 'remoteEntry.js', new Set(['a.js']))).toBe('export {}');
  });
});
