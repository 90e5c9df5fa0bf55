import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { withBase } from '../../shared/src/basePath';
import { minifiedScript } from './minifiedScript';

/** sha256 source expression of an inline script, as a Content-Security-Policy allows it. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Inlines the theme script into index.html (one render-blocking request less before
 * first paint) and writes its hash to csp.json, which the servers add to script-src:
 * the policy still allows no other inline script.
 */
export function inlineScriptPlugin(publicFile: string, src: string): Plugin {
  const source = minifiedScript(basename(publicFile), readFileSync(publicFile, 'utf8'));
  // The build writes the tag's src under the base path (BASE_PATH) before this sees it.
  let tags = [`<script src="${src}"></script>`];
  return {
    name: 'portfolio-inline-script',
    configResolved(config) {
      tags = [...new Set([withBase(config.base, src), src])].map((url) => `<script src="${url}"></script>`);
    },
    transformIndexHtml(html) {
      const tag = tags.find((candidate) => html.includes(candidate));
      if (!tag) throw new Error(`index.html has no ${tags.join(' or ')} to inline`);
      return html.replace(tag, `<script>${source}</script>`);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: `${JSON.stringify({ scriptHashes: [cspHash(source)] }, null, 2)}\n`,
      });
    },
  };
}
