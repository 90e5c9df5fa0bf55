import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

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
  const source = readFileSync(publicFile, 'utf8').trim();
  const tag = `<script src="${src}"></script>`;
  return {
    name: 'portfolio-inline-script',
    transformIndexHtml(html) {
      if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to inline`);
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
