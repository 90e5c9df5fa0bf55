/** A heading of a Markdown page, for its table of contents (shared/build/markdown renders them with these ids). */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}
