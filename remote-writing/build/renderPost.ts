/**
 * A post's Markdown file, checked and rendered: its front matter (title, date, summary, tags,
 * draft) checked field by field, its body through the shared pipeline (shared/build/markdown).
 */
import {
  ContentError,
  readingMinutes,
  renderMarkdown,
  slugOfFile,
  splitFrontMatter,
  tableOfContents,
} from '../../shared/build/markdown/renderMarkdown';
import type { PostMeta } from '../src/features/posts/utils/post';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The front matter checked: each problem names its field. Dates are calendar dates, YYYY-MM-DD. */
export function validateFrontMatter(
  data: Record<string, unknown>,
  file: string,
): Pick<PostMeta, 'title' | 'date' | 'summary' | 'tags' | 'draft'> {
  const known = new Set(['title', 'date', 'summary', 'tags', 'draft']);
  for (const key of Object.keys(data))
    if (!known.has(key)) throw new ContentError(file, key, 'unknown field (title, date, summary, tags, draft)');
  const text = (field: string, max: number) => {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '')
      throw new ContentError(file, field, 'required, a non-empty text');
    if (value.length > max) throw new ContentError(file, field, `at most ${max} characters (has ${value.length})`);
    return value.trim();
  };
  const title = text('title', 120);
  const summary = text('summary', 300);
  const rawDate = data.date;
  if (typeof rawDate !== 'string' || !DATE.test(rawDate) || Number.isNaN(Date.parse(`${rawDate}T00:00:00Z`)))
    throw new ContentError(file, 'date', 'required, a date written YYYY-MM-DD');
  if (new Date(`${rawDate}T00:00:00Z`).toISOString().slice(0, 10) !== rawDate)
    throw new ContentError(file, 'date', `${rawDate} is not a calendar date`);
  const tags = data.tags ?? [];
  if (!Array.isArray(tags) || tags.length > 6) throw new ContentError(file, 'tags', 'a list of at most 6 tags');
  for (const tag of tags)
    if (typeof tag !== 'string' || !TAG.test(tag))
      throw new ContentError(file, 'tags', `${JSON.stringify(tag)} is not lower-case-words-with-hyphens`);
  if (new Set(tags).size !== tags.length) throw new ContentError(file, 'tags', 'a tag is listed twice');
  const draft = data.draft ?? false;
  if (typeof draft !== 'boolean') throw new ContentError(file, 'draft', 'true or false');
  return { title, date: rawDate, summary, tags: tags as string[], draft };
}

export interface RenderedPost {
  meta: PostMeta;
  html: string;
  images: string[];
}

/** A post file's text, checked and rendered; images are read relative to `dir`. Throws a ContentError (one line). */
export function renderPost(text: string, file: string, dir?: string): RenderedPost {
  const slug = slugOfFile(file);
  const { data, body } = splitFrontMatter(text, file);
  const fields = validateFrontMatter(data, file);
  const { html, headings, images, words } = renderMarkdown(body, file, dir);
  return {
    meta: { ...fields, slug, readingMinutes: readingMinutes(words), toc: tableOfContents(headings) },
    html,
    images,
  };
}
