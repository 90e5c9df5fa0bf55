/** A Markdown page's rendered body, as a body module exports it (shared/build/markdown/markdownPlugin.ts). */
export interface PostBody {
  html: string;
}
