import type { PostMeta } from './post';
import { formatDate } from './format';
import { WRITING_BASE } from './routes';

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export function previewImagePath(slug: string): string {
  return `${WRITING_BASE}/og/${slug}.png`;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The title in lines of at most `width` characters (at most three lines; the last one cut with an ellipsis). */
export function wrapTitle(title: string, width = 28, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/**
 * A post's link-preview image as SVG: its title, date and the owner's name on the site's dark
 * background. The build rasterises it to the PNG that crawlers take (shared/build/fragmentPlugin.ts).
 */
export function previewSvg(post: Pick<PostMeta, 'title' | 'date' | 'readingMinutes'>, name: string): string {
  const lines = wrapTitle(post.title);
  const title = lines
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * 80}" font-size="64" font-weight="700" fill="#f4f4f5">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_SIZE.width}" height="${PREVIEW_SIZE.height}" viewBox="0 0 1200 630" font-family="DejaVu Sans, Arial, sans-serif"><rect width="1200" height="630" fill="#0b0b12"/><rect x="0" y="0" width="1200" height="12" fill="#8b5cf6"/><text x="80" y="150" font-size="30" fill="#a78bfa">Writing · ${escapeXml(name)}</text>${title}<text x="80" y="560" font-size="30" fill="#a1a1aa">${escapeXml(formatDate(post.date))} · ${post.readingMinutes} min read</text></svg>`;
}

/** Each post's preview image, as SVG text for its .png path (rasterised by the build). */
export function previewImages(posts: readonly PostMeta[], name: string): Record<string, string> {
  return Object.fromEntries(posts.map((post) => [previewImagePath(post.slug), previewSvg(post, name)]));
}
