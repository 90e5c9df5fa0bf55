/** Page metadata, for the browser and the build alike. */
import { withBase } from './basePath';
import type { OwnerConfig } from './owner';
import { INDEXED_PATHS, NOT_FOUND_META, PAGES, PREFIXES, prefixBase, ROUTES, type RouteEntry } from './routes';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute; null for the pages outside the sitemap, which get noindex. */
  canonical: string | null;
}

export const PREVIEW_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export function fillOwner(text: string, owner: Pick<OwnerConfig, 'name' | 'title'>): string {
  return text.replaceAll('{name}', owner.name).replaceAll('{title}', owner.title);
}

export function normaliseRoutePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/** A site path as an absolute URL under siteUrl, keeping siteUrl's own path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export function pageMetaFor(pathname: string, owner: OwnerConfig, routes: readonly RouteEntry[] = ROUTES): PageMeta {
  const path = normaliseRoutePath(pathname);
  const route = routes.find((candidate) => candidate.path === path);
  const page = PAGES.find((candidate) => candidate.path === path);
  const source = route ?? page ?? NOT_FOUND_META;
  const indexed = route ?? (page?.sitemap ? page : null);
  return {
    title: fillOwner(source.title, owner),
    description: fillOwner(source.description, owner),
    canonical: indexed ? absoluteUrl(owner.siteUrl, indexed.path) : null,
  };
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** What a page under a prefix adds to its head (its own preview image, type, JSON-LD, feed link). */
export interface HeadExtras {
  image?: { path: string; width: number; height: number; alt: string };
  ogType?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
  alternates?: readonly { type: string; href: string; title: string }[];
}

/** JSON for a `<script type="application/ld+json">`: no "<" (the element could not be closed early). */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replaceAll('<', '\\u003c');
}

/** The <head> tags that differ per page, as HTML (for pre-rendered pages). */
export function headTags(meta: PageMeta, owner: OwnerConfig, extras: HeadExtras = {}): string {
  const preview = extras.image ?? {
    ...PREVIEW_IMAGE,
    alt: `${owner.name}, ${owner.title}`,
  };
  const image = absoluteUrl(owner.siteUrl, preview.path);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.canonical
      ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`
      : '<meta name="robots" content="noindex" />',
    ...(extras.alternates ?? []).map(
      (link) =>
        `<link rel="alternate" type="${escapeHtml(link.type)}" href="${escapeHtml(link.href)}" title="${escapeHtml(link.title)}" />`,
    ),
    `<meta property="og:type" content="${extras.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(owner.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="${preview.width}" />`,
    `<meta property="og:image:height" content="${preview.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(preview.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    extras.jsonLd ? `<script type="application/ld+json">${jsonLdText(extras.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

export function sitemapXml(owner: OwnerConfig, paths: readonly string[] = INDEXED_PATHS): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(owner.siteUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap of each prefix's pages, written by its remote's build (the host never lists them). */
export const PREFIX_SITEMAP = 'sitemap.xml';

export function robotsTxt(owner: OwnerConfig): string {
  const sitemaps = ['/sitemap.xml', ...PREFIXES.map((prefix) => `${prefixBase(prefix)}/${PREFIX_SITEMAP}`)];
  return `User-agent: *\nAllow: /\n\n${sitemaps.map((path) => `Sitemap: ${absoluteUrl(owner.siteUrl, path)}\n`).join('')}`;
}

/** The web manifest, its URLs, start and scope under the host's base path. */
export function webManifest(owner: OwnerConfig, colours: { background: string; theme: string }, base = '/') {
  return {
    name: `${owner.name} · ${owner.title}`,
    short_name: owner.name.split(' ')[0],
    description: fillOwner(ROUTES[0]?.description ?? '', owner),
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.theme,
    icons: [
      { src: withBase(base, '/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: withBase(base, '/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: withBase(base, '/icons/icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: withBase(base, '/favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
