import { DEFAULT_LOCALE, localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { messagesIn } from '../../../hooks/useMessages';
import type { PostMeta } from './post';
import { FEED_PATH, newestFirst, postPath, postsIn, WRITING_BASE } from './routes';

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** A post's day as an RFC 3339 time (Atom's `updated`): midnight UTC of its date. */
function atomTime(date: string): string {
  return `${date}T00:00:00Z`;
}

/**
 * The Atom feed (RFC 4287) of a language: the posts written in it, newest first. An entry's id is the post's
 * canonical URL; the feed is updated as of its newest post, so it changes only when a post does.
 */
export function atomFeed(
  posts: readonly PostMeta[],
  site: { siteUrl: string; name: string },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const ordered = newestFirst(postsIn(posts, locale));
  const at = (path: string) => absolute(site.siteUrl, localePath(path, locale));
  const feedUrl = at(FEED_PATH);
  const entries = ordered.map((post) => {
    const url = at(postPath(post.slug));
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomTime(post.date)}</published>`,
      `    <updated>${atomTime(post.date)}</updated>`,
      `    <summary>${escapeXml(post.summary)}</summary>`,
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(messagesIn(locale).writing_by({ name: site.name }))}</title>`,
    `  <updated>${atomTime(ordered[0]?.date ?? '1970-01-01')}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(at(WRITING_BASE))}"/>`,
    `  <author><name>${escapeXml(site.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The sitemap of /writing's pages in a language (robots.txt names each language's beside the host's). */
export function writingSitemap(paths: readonly string[], siteUrl: string, locale: Locale = DEFAULT_LOCALE): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absolute(siteUrl, localePath(path, locale)))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
