// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifiedScript } from './minifiedScript';

describe('minifiedScript', () => {
  const themeInit = readFileSync(new URL('../public/theme-init.js', import.meta.url), 'utf8');

  it('leaves out the comments and white space of the theme script, not its strings', () => {
    const inlined = minifiedScript('theme-init.js', themeInit);
    expect(inlined.length).toBeLessThan(themeInit.length / 2);
    expect(inlined).not.toContain('//');
    for (const kept of ['portfolio-theme', 'data-theme-toggle', 'prefers-color-scheme: light', 'pointerover'])
      expect(inlined).toContain(kept);
  });

  it('reports a script that does not parse', () => {
    expect(() => minifiedScript('broken.js', 'function (')).toThrow('broken.js');
  });
});
