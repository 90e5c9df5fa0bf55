import { PREVIEW_CARD_SIZE, previewCardSvg } from '@portfolio/shared/previewCard';
import type { PostMeta } from './post';
import { formatDate } from './format';
import { WRITING_BASE } from './routes';

export const PREVIEW_SIZE = PREVIEW_CARD_SIZE;

export function previewImagePath(slug: string): string {
  return `${WRITING_BASE}/og/${slug}.png`;
}

/** Each post's preview image, as SVG text for its .png path (rasterised by the build). */
export function previewImages(posts: readonly PostMeta[], name: string): Record<string, string> {
  return Object.fromEntries(
    posts.map((post) => [
      previewImagePath(post.slug),
      previewCardSvg({
        kicker: `Writing · ${name}`,
        title: post.title,
        footer: `${formatDate(post.date)} · ${post.readingMinutes} min read`,
      }),
    ]),
  );
}
