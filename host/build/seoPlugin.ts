import type { Plugin } from 'vite';
import { siteRootUrl, withBase } from '../../shared/src/basePath';
import { owner } from '../../shared/src/owner';
import { pageMetaFor } from '../../shared/src/seo';
import {
  headTags,
  hostPageJsonLd,
  isIndexedPath,
  robotsTxt,
  sitemapXml,
  webManifest,
  webManifestPath,
} from '../../shared/build/seo';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/src/i18n/locale';
import { THEME_BACKGROUND } from '../../shared/src/theme/tokens';

export const PAGE_META_SLOT = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;
const RENDER_BLOCK = '<link rel="expect" href="#main" blocking="render" />';
const HERO_BLOCK = '<link rel="expect" href="#about" media="(min-width: 64rem)" blocking="render" />';

/**
 * On a wide screen Home's hero is two columns, each as tall as the other once both are parsed: its first paint also
 * waits for the hero's end (About's start), so no frame shows it half drawn. A narrow screen paints from the start
 * of `<main>`, where a remote's section may follow and must not hold the paint.
 */
export function withFirstPaintBlock(html: string, path: string): string {
  const page = html.replace(`\n    ${HERO_BLOCK}`, '');
  if (path !== '/') return page;
  if (!page.includes(RENDER_BLOCK)) throw new Error(`index.html has no ${RENDER_BLOCK}`);
  return page.replace(RENDER_BLOCK, `${RENDER_BLOCK}\n    ${HERO_BLOCK}`);
}

/** Replaces the page-meta slot of an HTML document with the tags for `path` (without its language segment) in a language. */
export function withPageMeta(html: string, path: string, base = '/', locale: Locale = DEFAULT_LOCALE): string {
  const site = siteOwner(base);
  const meta = pageMetaFor(path, site, locale);
  // A page with a canonical URL exists in every language; the others (a form's result, the 404) are noindex.
  const languages = { locale, path, translations: isIndexedPath(path) ? LOCALES : [] };
  const jsonLd = hostPageJsonLd(path, meta, site, locale);
  return withFirstPaintBlock(
    html.replace(PAGE_META_SLOT, `<!--page-meta-->${headTags(meta, site, { languages, jsonLd })}<!--/page-meta-->`),
    path,
  );
}

/** The manifest link's `href` attribute of a page in a language. */
function manifestHref(base: string, locale: Locale): string {
  return `href="${withBase(base, webManifestPath(locale))}"`;
}

/** A page in a language links the manifest in its language (index.html links the default language's). */
export function withManifestIn(html: string, base = '/', locale: Locale = DEFAULT_LOCALE): string {
  return html.replace(manifestHref(base, DEFAULT_LOCALE), manifestHref(base, locale));
}

/** The owner with siteUrl as the site's root URL under the base path (canonical, og:image, sitemap). */
function siteOwner(base: string) {
  return { ...owner, siteUrl: siteRootUrl(owner.siteUrl, base) };
}

/** Home's head tags in index.html (pre-rendering fills the other routes'), robots.txt, sitemap.xml and the web manifest. */
export function seoPlugin(): Plugin {
  let base = '/';
  return {
    name: 'portfolio-seo',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(html) {
      // The manifest is emitted here, not a public file, so the build leaves its link to this.
      const manifestLink = 'href="/site.webmanifest"';
      return withPageMeta(html, '/', base).replace(manifestLink, manifestHref(base, DEFAULT_LOCALE));
    },
    generateBundle() {
      const colours = { background: THEME_BACKGROUND.dark, theme: THEME_BACKGROUND.dark };
      const files: Record<string, string> = {
        'robots.txt': robotsTxt(siteOwner(base)),
        'sitemap.xml': sitemapXml(siteOwner(base)),
        ...Object.fromEntries(
          LOCALES.map((locale) => [
            webManifestPath(locale).slice(1),
            `${JSON.stringify(webManifest(owner, colours, base, locale), null, 2)}\n`,
          ]),
        ),
      };
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
