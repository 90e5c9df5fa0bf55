import type { TocEntry } from '@portfolio/shared/content/markdown';
import { DEFAULT_LOCALE, type Locale } from '@portfolio/shared/i18n/locale';

/** A post's metadata: its front matter checked, and what the build works out from the body. */
export interface PostMeta {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  tags: string[];
  draft: boolean;
  /** The language it is written in (front matter `lang`); absent for the default, English. */
  lang?: Locale;
  readingMinutes: number;
  /** The headings of a long post, for its table of contents; empty on a short one. */
  toc: TocEntry[];
}

/** A post's rendered body (HTML written by the build's Markdown pipeline, build/markdown.ts). */
export interface PostBody {
  html: string;
}

/** The language a post is written in: its page exists in that language only. */
export function postLang(post: Pick<PostMeta, 'lang'>): Locale {
  return post.lang ?? DEFAULT_LOCALE;
}
