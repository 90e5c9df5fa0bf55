// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fillPage } from './prerender';

const hostRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const template = readFileSync(resolve(hostRoot, 'index.html'), 'utf8');

describe('a pre-rendered page', () => {
  it('links the web manifest in its language', () => {
    expect(fillPage(template, '/resume', '', '/', 'en')).toContain('<link rel="manifest" href="/site.webmanifest" />');
    const german = fillPage(template, '/resume', '', '/', 'de');
    expect(german).toContain('<link rel="manifest" href="/de/site.webmanifest" />');
    expect(german).not.toContain('href="/site.webmanifest"');
  });

  it('links it under the base path', () => {
    const based = template.replace('href="/site.webmanifest"', 'href="/portfolio/site.webmanifest"');
    expect(fillPage(based, '/', '', '/portfolio/', 'de')).toContain(
      '<link rel="manifest" href="/portfolio/de/site.webmanifest" />',
    );
  });

  it('names the preview image in German as in English: it carries only names, the owner’s title and code', () => {
    const image = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const german = fillPage(template, '/resume', '', '/', 'de');
    expect(image(german)).toBe(image(fillPage(template, '/resume', '', '/', 'en')));
    expect(german).toContain(`<meta name="twitter:image" content="${image(german)}" />`);
    expect(existsSync(resolve(hostRoot, 'public', new URL(image(german)!).pathname.slice(1)))).toBe(true);
  });
});
