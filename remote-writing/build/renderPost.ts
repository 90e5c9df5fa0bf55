/**
 * A post's Markdown file, checked and rendered: its front matter (title, date, summary, tags,
 * draft, lang) checked field by field, its body through the shared pipeline (shared/build/markdown).
 */
import {
  ContentError,
  ENGLISH_LABELS,
  labelsFrom,
  type MarkdownLabels,
  readingMinutes,
  renderMarkdown,
  slugOfFile,
  splitFrontMatter,
  tableOfContents,
} from '../../shared/build/markdown/renderMarkdown';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/src/i18n/locale';
import * as de from '../src/lib/messages/messages/de.js';
import * as en from '../src/lib/messages/messages/en.js';
import type { PostMeta } from '../src/features/posts/utils/post';

/** The build renders posts in every language at once, so it reads every catalog. */
const MESSAGES = { en, de };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The front matter checked: each problem names its field. Dates are calendar dates, YYYY-MM-DD. */
export function validateFrontMatter(
  data: Record<string, unknown>,
  file: string,
): Pick<PostMeta, 'title' | 'date' | 'summary' | 'tags' | 'draft' | 'lang'> {
  const known = new Set(['title', 'date', 'summary', 'tags', 'draft', 'lang']);
  for (const key of Object.keys(data))
    if (!known.has(key)) throw new ContentError(file, key, 'unknown field (title, date, summary, tags, draft, lang)');
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
  const lang = data.lang ?? DEFAULT_LOCALE;
  if (!isLocale(lang))
    throw new ContentError(file, 'lang', `unknown language ${JSON.stringify(lang)} (${LOCALES.join(', ')})`);
  return { title, date: rawDate, summary, tags: tags as string[], draft, ...(lang === DEFAULT_LOCALE ? {} : { lang }) };
}

/** The words the pipeline writes into a post's body, in the post's language (English: the pipeline's own). */
function bodyLabels(lang: Locale): MarkdownLabels {
  if (lang === DEFAULT_LOCALE) return ENGLISH_LABELS;
  return labelsFrom(MESSAGES[lang].anchor_label);
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
  const { html, headings, images, words } = renderMarkdown(body, file, dir, bodyLabels(fields.lang ?? DEFAULT_LOCALE));
  return {
    meta: { ...fields, slug, readingMinutes: readingMinutes(words), toc: tableOfContents(headings) },
    html,
    images,
  };
}
