// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash } from './inlineScriptPlugin';

describe('cspHash', () => {
  it('is the base64 sha256 of the exact script text, quoted for CSP', () => {
    const source = "document.documentElement.dataset.theme = 'dark';";
    const expected = createHash('sha256').update(source).digest('base64');
    expect(cspHash(source)).toBe(`'sha256-${expected}'`);
    expect(cspHash(`${source} `)).not.toBe(cspHash(source));
  });
});
