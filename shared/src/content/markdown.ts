/** A heading of a Markdown page, for its table of contents (shared/build/markdown renders them with these ids). */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A Markdown page's rendered body, as a body module exports it (shared/build/markdown/markdownPlugin.ts). */
export interface PostBody {
  html: string;
}
