import type { TocEntry } from '@portfolio/shared/content/markdown';

/** A post's metadata: its front matter checked, and what the build works out from the body. */
export interface PostMeta {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  tags: string[];
  draft: boolean;
  readingMinutes: number;
  /** The headings of a long post, for its table of contents; empty on a short one. */
  toc: TocEntry[];
}

/** A post's rendered body (HTML written by the build's Markdown pipeline, build/markdown.ts). */
export interface PostBody {
  html: string;
}
