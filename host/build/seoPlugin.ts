import type { Plugin } from 'vite';
import { owner } from '../../shared/src/owner';
import { headTags, pageMetaFor, robotsTxt, sitemapXml, webManifest } from '../../shared/src/seo';
import { THEME_BACKGROUND } from '../../shared/src/theme/tokens';

export const PAGE_META_SLOT = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

/** Replaces the page-meta slot of an HTML document with the tags for `path`. */
export function withPageMeta(html: string, path: string): string {
  return html.replace(PAGE_META_SLOT, `<!--page-meta-->${headTags(pageMetaFor(path, owner), owner)}<!--/page-meta-->`);
}

/**
 * Build-time SEO: Home's tags in index.html (pre-rendering fills every other route's),
 * and robots.txt, sitemap.xml and the web manifest generated from the route list.
 */
export function seoPlugin(): Plugin {
  return {
    name: 'portfolio-seo',
    transformIndexHtml(html) {
      return withPageMeta(html, '/');
    },
    generateBundle() {
      const files: Record<string, string> = {
        'robots.txt': robotsTxt(owner),
        'sitemap.xml': sitemapXml(owner),
        'site.webmanifest': `${JSON.stringify(webManifest(owner, { background: THEME_BACKGROUND.dark, theme: THEME_BACKGROUND.dark }), null, 2)}\n`,
      };
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
