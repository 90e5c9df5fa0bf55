/** The pre-rendered pages' head tags, the sitemap, robots.txt and the web manifest. */
import { absoluteUrl, withBase } from '../src/basePath';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '../src/i18n/locale';
import { fillOwner, ownerTitleIn, PORTRAIT_PATH, type OwnerConfig } from '../src/owner';
import { PREVIEW_CARD_SIZE } from '../src/previewCard';
import { escapeXml } from './previewCard';
import { inLocale, PAGES, PREFIXES, prefixBase, ROUTES } from '../src/routes';
import { hreflangTargets, normaliseRoutePath, type pageMetaFor } from '../src/seo';

type PageMeta = ReturnType<typeof pageMetaFor>;

/** The paths with a canonical URL, in the sitemap. */
const INDEXED_PATHS = [...ROUTES, ...PAGES.filter((page) => page.sitemap)].map((page) => page.path);

/** The site's preview image in a language (`/og-image-de.png`), made by `npm run brand-images`, and its alt text. */
export function previewImage(owner: OwnerConfig, locale: Locale = DEFAULT_LOCALE) {
  const path = locale === DEFAULT_LOCALE ? '/og-image.png' : `/og-image-${locale}.png`;
  return { path, ...PREVIEW_CARD_SIZE, alt: `${owner.name}, ${ownerTitleIn(owner, locale)}` };
}

/** Whether a host page has a canonical URL (a route, or a page in the sitemap): such a page exists in every language. */
export function isIndexedPath(path: string): boolean {
  return INDEXED_PATHS.includes(normaliseRoutePath(path));
}

/** What a page under a prefix adds to its head (its own preview image, type, JSON-LD, feed link). */
export interface HeadExtras {
  image?: { path: string; width: number; height: number; alt: string };
  ogType?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
  alternates?: readonly { type: string; href: string; title: string }[];
  /**
   * The page's language, its site path without the language segment, and the languages its `hreflang`
   * links name: every one it exists in, none on a noindex page.
   */
  languages?: { locale: Locale; path: string; translations: readonly Locale[] };
}

/** `de` → `de_DE`, the Open Graph form, from the likeliest region of the language. */
function ogLocale(locale: Locale): string {
  const { language, region } = new Intl.Locale(locale).maximize();
  return region ? `${language}_${region}` : language;
}

/** A page's JSON-LD from what the page says of itself: its URL, language, site (the one every page is part of) and image added. */
export function pageJsonLd(
  data: Record<string, unknown>,
  page: { url: string; locale: Locale; image?: string },
  owner: OwnerConfig,
): Record<string, unknown> {
  const site = absoluteUrl(owner.siteUrl, '/');
  return {
    ...data,
    url: page.url,
    inLanguage: page.locale,
    isPartOf: { '@type': 'WebSite', '@id': `${site}#website`, name: owner.name, url: site },
    ...(page.image ? { image: page.image } : {}),
  };
}

/** The type of a host page (schema.org); a path not named is a `WebPage`. */
const HOST_PAGE_TYPES: Record<string, string> = { '/projects': 'CollectionPage', '/contact': 'ContactPage' };

/**
 * A host page's JSON-LD: Home a `ProfilePage` about the owner (`Person`), any other indexed page a
 * `WebPage` of its type; none for a page without a canonical URL (noindex).
 */
export function hostPageJsonLd(
  pathname: string,
  meta: PageMeta,
  owner: OwnerConfig,
  locale: Locale = DEFAULT_LOCALE,
): Record<string, unknown> | undefined {
  if (!meta.canonical) return undefined;
  const path = normaliseRoutePath(pathname);
  const own = { name: meta.title, description: meta.description };
  if (path !== '/')
    return pageJsonLd({ '@type': HOST_PAGE_TYPES[path] ?? 'WebPage', ...own }, { url: meta.canonical, locale }, owner);
  const site = absoluteUrl(owner.siteUrl, '/');
  const person = {
    '@type': 'Person',
    '@id': `${site}#person`,
    name: owner.name,
    jobTitle: ownerTitleIn(owner, locale),
    url: site,
    sameAs: [owner.githubUrl, owner.linkedinUrl],
    image: absoluteUrl(owner.siteUrl, PORTRAIT_PATH),
  };
  return pageJsonLd({ '@type': 'ProfilePage', ...own, mainEntity: person }, { url: meta.canonical, locale }, owner);
}

/** The <head> tags that differ per page, as HTML (for pre-rendered pages). */
export function headTags(meta: PageMeta, owner: OwnerConfig, extras: HeadExtras = {}): string {
  const preview = extras.image ?? previewImage(owner, extras.languages?.locale);
  const image = absoluteUrl(owner.siteUrl, preview.path);
  const tags = [
    `<title>${escapeXml(meta.title)}</title>`,
    `<meta name="description" content="${escapeXml(meta.description)}" />`,
    meta.canonical
      ? `<link rel="canonical" href="${escapeXml(meta.canonical)}" />`
      : '<meta name="robots" content="noindex" />',
    ...(extras.alternates ?? []).map(
      (link) =>
        `<link rel="alternate" type="${escapeXml(link.type)}" href="${escapeXml(link.href)}" title="${escapeXml(link.title)}" />`,
    ),
    ...(extras.languages
      ? hreflangTargets(owner.siteUrl, extras.languages.path, extras.languages.translations).map(
          ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}" />`,
        )
      : []),
    `<meta property="og:type" content="${extras.ogType ?? 'website'}" />`,
    ...(extras.languages
      ? [
          `<meta property="og:locale" content="${ogLocale(extras.languages.locale)}" />`,
          ...extras.languages.translations
            .filter((locale) => locale !== extras.languages?.locale)
            .map((locale) => `<meta property="og:locale:alternate" content="${ogLocale(locale)}" />`),
        ]
      : []),
    `<meta property="og:site_name" content="${escapeXml(owner.name)}" />`,
    `<meta property="og:title" content="${escapeXml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeXml(meta.description)}" />`,
    meta.canonical ? `<meta property="og:url" content="${escapeXml(meta.canonical)}" />` : '',
    `<meta property="og:image" content="${escapeXml(image)}" />`,
    `<meta property="og:image:width" content="${preview.width}" />`,
    `<meta property="og:image:height" content="${preview.height}" />`,
    `<meta property="og:image:alt" content="${escapeXml(preview.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeXml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeXml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeXml(image)}" />`,
    // No "<" in the JSON: the script element could not be closed early.
    extras.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...extras.jsonLd }).replaceAll('<', '\\u003c')}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Every indexed page in every language, each with its `xhtml:link` alternates in all of them. */
export function sitemapXml(owner: OwnerConfig, paths: readonly string[] = INDEXED_PATHS): string {
  const url = (path: string, locale: Locale) => escapeXml(absoluteUrl(owner.siteUrl, localePath(path, locale)));
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(path, other)}"/>`,
      );
      return `  <url><loc>${url(path, locale)}</loc>${alternates.join('')}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The host's sitemap (every language), then each prefix's sitemap in each language, written by its remote's
 * build (the host never lists a prefix's pages).
 */
export function robotsTxt(owner: OwnerConfig): string {
  const sitemaps = [
    '/sitemap.xml',
    ...LOCALES.flatMap((locale) => PREFIXES.map((prefix) => `${localePath(prefixBase(prefix), locale)}/sitemap.xml`)),
  ];
  return `User-agent: *\nAllow: /\n\n${sitemaps.map((path) => `Sitemap: ${absoluteUrl(owner.siteUrl, path)}\n`).join('')}`;
}

/** The web manifest's site path in a language: `/site.webmanifest`, `/de/site.webmanifest`. */
export function webManifestPath(locale: Locale = DEFAULT_LOCALE): string {
  return localePath('/site.webmanifest', locale);
}

/**
 * The web manifest in a language, its URLs, start and scope under the host's base path: another language's
 * names its `lang` and starts at its home page; the scope is the whole site, both languages.
 */
export function webManifest(
  owner: OwnerConfig,
  colours: { background: string; theme: string },
  base = '/',
  locale: Locale = DEFAULT_LOCALE,
) {
  const home = ROUTES[0] && inLocale(ROUTES[0], locale);
  return {
    name: `${owner.name} · ${ownerTitleIn(owner, locale)}`,
    short_name: owner.name.split(' ')[0],
    description: fillOwner(home?.description ?? '', owner, locale),
    ...(locale === DEFAULT_LOCALE ? {} : { lang: locale }),
    start_url: withBase(base, localePath('/', locale)),
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
