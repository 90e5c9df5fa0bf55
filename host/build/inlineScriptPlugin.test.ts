// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cspHash, inlinedSource } from './inlineScriptPlugin';

describe('cspHash', () => {
  it('is the base64 sha256 of the exact script text, quoted for CSP', () => {
    const source = "document.documentElement.dataset.theme = 'dark';";
    const expected = createHash('sha256').update(source).digest('base64');
    expect(cspHash(source)).toBe(`'sha256-${expected}'`);
    expect(cspHash(`${source} `)).not.toBe(cspHash(source));
  });
});

describe('inlinedSource', () => {
  const themeInit = readFileSync(new URL('../public/theme-init.js', import.meta.url), 'utf8');

  it('leaves out the comments and white space of the theme script, not its strings', () => {
    const inlined = inlinedSource('theme-init.js', themeInit);
    expect(inlined.length).toBeLessThan(themeInit.length / 2);
    expect(inlined).not.toContain('//');
    for (const kept of ['portfolio-theme', 'data-theme-toggle', 'prefers-color-scheme: light', 'pointerover'])
      expect(inlined).toContain(kept);
  });

  it('reports a script that does not parse', () => {
    expect(() => inlinedSource('broken.js', 'function (')).toThrow('broken.js');
  });
});
