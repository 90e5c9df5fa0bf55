import { describe, expect, it } from 'vitest';
import { prependToHead } from './standaloneRuntime';

describe('prependToHead', () => {
  it('puts the tag first in <head>, before the scripts already there', () => {
    const html =
      '<html><head lang="x"><meta charset="UTF-8" /><script type="module" src="b.js"></script></head></html>';
    const result = prependToHead(html, '<script type="module" src="a.js"></script>');
    expect(result.indexOf('a.js')).toBeLessThan(result.indexOf('b.js'));
    expect(result).toMatch(/^<html><head lang="x">\s*<script type="module" src="a.js"><\/script>/);
  });
  it('leaves a page without <head> unchanged', () => {
    expect(prependToHead('<p>x</p>', '<script></script>')).toBe('<p>x</p>');
  });
});
