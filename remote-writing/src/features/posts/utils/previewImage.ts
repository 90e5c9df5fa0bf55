import { PREVIEW_CARD_SIZE, type PreviewCard } from '@portfolio/shared/previewCard';
import { messagesIn } from '../../../hooks/useMessages';
import { postLang, type PostMeta } from './post';
import { formatDate } from './format';
import { WRITING_BASE } from './routes';

export const PREVIEW_SIZE = PREVIEW_CARD_SIZE;

export function previewImagePath(slug: string): string {
  return `${WRITING_BASE}/og/${slug}.png`;
}

/** Each post's preview image, in the post's language, as the card the build draws for its .png path. */
export function previewImages(posts: readonly PostMeta[], name: string): Record<string, PreviewCard> {
  return Object.fromEntries(
    posts.map((post) => {
      const lang = postLang(post);
      const m = messagesIn(lang);
      return [
        previewImagePath(post.slug),
        {
          kicker: m.writing_by({ name }),
          title: post.title,
          footer: `${formatDate(post.date, lang)} · ${m.minutes_read({ count: post.readingMinutes })}`,
        },
      ];
    }),
  );
}
