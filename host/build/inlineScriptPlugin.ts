import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { withBase } from '../../shared/src/basePath';
import { bundledScript } from './bundledScript';

/** sha256 source expression of an inline script, as a Content-Security-Policy allows it. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Inlines the bundled `entry` where index.html loads `src` (one render-blocking request less) and
 * writes its hash to csp.json for the servers' script-src. `npm run dev` serves it at `src`.
 */
export function inlineScriptPlugin(entry: string, src: string): Plugin {
  const bundle = () => bundledScript(entry, { format: 'iife' });
  let built: string | undefined;
  const source = () => (built ??= bundle());
  // The build writes the tag's src under the base path before this sees it.
  let tags = [`<script src="${src}"></script>`];
  return {
    name: 'portfolio-inline-script',
    configResolved(config) {
      tags = [...new Set([withBase(config.base, src), src])].map((url) => `<script src="${url}"></script>`);
    },
    configureServer(server) {
      server.middlewares.use(src, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(bundle());
      });
    },
    transformIndexHtml(html, context) {
      if (context.server) return html;
      const tag = tags.find((candidate) => html.includes(candidate));
      if (!tag) throw new Error(`index.html has no ${tags.join(' or ')} to inline`);
      return html.replace(tag, `<script>${source()}</script>`);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: `${JSON.stringify({ scriptHashes: [cspHash(source())] }, null, 2)}\n`,
      });
    },
  };
}
