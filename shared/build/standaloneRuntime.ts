/**
 * One federation runtime per page: the host publishes it and the remotes read it
 * (`experiments.externalRuntime`). A remote's standalone page has no host, so this plugin runs
 * shared/src/federation/provideRuntime.ts first, as a module script at the top of <head>. It imports
 * runtime-core through an alias of its file, since the externalRuntime rewrite replaces the bare
 * `@module-federation/runtime-core`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const RUNTIME_CORE_ALIAS = 'portfolio-federation-runtime-core';

export function runtimeCoreFile(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@module-federation/runtime-core')), 'index.js');
}

/** Inserts `tag` as the first element of <head>. */
export function prependToHead(html: string, tag: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${tag}`);
}

export function standaloneRuntime(): Plugin {
  const provider = fileURLToPath(new URL('../src/federation/provideRuntime.ts', import.meta.url));
  let reference = '';
  let base = './';
  return {
    name: 'portfolio-standalone-runtime',
    // After the federation plugin, whose bootstrap of every module script needs the runtime already.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (this.meta.watchMode) return;
      reference = this.emitFile({ type: 'chunk', id: provider, name: 'provide-runtime' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.server) return html;
        return prependToHead(html, `<script type="module" src="/@fs${provider}"></script>`);
      },
    },
    generateBundle(_options, bundle) {
      if (!reference) return;
      const file = this.getFileName(reference);
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.html')) continue;
        const tag = `<script type="module" crossorigin src="${base}${file}"></script>`;
        asset.source = prependToHead(String(asset.source), tag);
      }
    },
  };
}
