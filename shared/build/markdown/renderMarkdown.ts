/**
 * The remotes' Markdown content, rendered at build time: YAML front matter (each remote checks its
 * own fields), and code highlighted into class names, since the CSP forbids a highlighting script
 * and inline styles.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import hljs from 'highlight.js/lib/common';
import { CORE_SCHEMA, load } from 'js-yaml';
import MarkdownIt, { type MarkdownIt as MarkdownItInstance, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import footnote from 'markdown-it-footnote';
import type { TocEntry } from '../../src/content/markdown';
import { imageSize } from './imageSize';

/** Words a reader gets through in a minute (the reading time rounds up). */
export const WORDS_PER_MINUTE = 220;
/** A post with at least this many second-level headings gets a table of contents. */
export const TOC_MIN_HEADINGS = 3;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const SLUG_FILE = /(?:^|\/)([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** A content problem, as one line naming the file and the field (the build stops on the first). */
export class ContentError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field}: ${problem}`);
  }
}

/** The post's slug: its file name without `.md`. */
export function slugOfFile(file: string): string {
  const slug = SLUG_FILE.exec(file)?.[1];
  if (!slug) throw new ContentError(file, 'file name', 'must be lower-case words joined by hyphens, ending in .md');
  return slug;
}

/** Splits the front matter from the body; the front matter must be a YAML mapping. */
export function splitFrontMatter(text: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    throw new ContentError(file, 'front matter', 'missing: start the file with --- … --- (title, date, summary, tags)');
  let data: unknown;
  try {
    // The core schema reads no timestamps: a date stays the text written, checked as such below.
    data = load(match[1] ?? '', { schema: CORE_SCHEMA });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentError(file, 'front matter', `not valid YAML (${reason})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new ContentError(file, 'front matter', 'must be a mapping of fields');
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length) };
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A heading's id: its text in lower case, words joined by hyphens (stable across builds). */
export function headingSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The words the pipeline writes into a body, in the body's language. */
export interface MarkdownLabels {
  /** A heading's anchor link's accessible name, from the heading's id and text. */
  anchor: (heading: { slug: string; text: string }) => string;
}

export const ENGLISH_LABELS: MarkdownLabels = {
  anchor: ({ slug }) => `Link to this section: ${slug.replaceAll('-', ' ')}`,
};

/** The labels in another language, from its catalog's `anchor_label` (the heading's text as `heading`). */
export function labelsFrom(anchorLabel: (input: { heading: string }) => string): MarkdownLabels {
  return { anchor: ({ text }) => anchorLabel({ heading: text }) };
}

/** The text of the heading whose id is `slug`, as the anchor plugin read it. */
function headingText(tokens: readonly Token[], slug: string): string {
  const index = tokens.findIndex((token) => token.type === 'heading_open' && token.attrGet('id') === slug);
  return (tokens[index + 1]?.children ?? [])
    .filter((token) => token.type === 'text' || token.type === 'code_inline')
    .map((token) => token.content)
    .join('');
}

function createRenderer(file: string, dir: string, toc: TocEntry[], labels: MarkdownLabels): MarkdownItInstance {
  const md: MarkdownItInstance = new MarkdownIt({
    // No raw HTML from a post: the page's HTML is what the pipeline writes (and the fragment check allows).
    html: false,
    linkify: false,
    typographer: true,
    highlight(code, language) {
      if (language && !hljs.getLanguage(language))
        throw new ContentError(file, 'code block', `unknown language "${language}" (highlight.js common languages)`);
      const highlighted = language ? hljs.highlight(code, { language }).value : md.utils.escapeHtml(code);
      // A block that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable),
      // and a focusable element needs a name: a group named after the code's language.
      const name = language ? `Code: ${hljs.getLanguage(language)?.name ?? language}` : 'Code';
      return `<pre class="code" tabindex="0" role="group" aria-label="${escapeAttribute(name)}"><code class="hljs${language ? ` language-${language}` : ''}">${highlighted}</code></pre>`;
    },
  });
  md.use(anchor, {
    level: [2, 3],
    slugify: headingSlug,
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '<span aria-hidden="true">#</span>',
      placement: 'after',
      // A no-break space: on a narrow screen the '#' would otherwise wrap to a line of its own.
      space: '&nbsp;',
      ariaHidden: false,
      class: 'heading-anchor',
      renderAttrs: (slug: string, state: { tokens: Token[] }) => ({
        'aria-label': labels.anchor({ slug, text: headingText(state.tokens, slug) }),
      }),
    }),
    callback: (token: Token, { slug, title }: { slug: string; title: string }) => {
      toc.push({ id: slug, text: title, level: token.tag === 'h3' ? 3 : 2 });
    },
  });
  md.use(footnote);
  // The body's headings take the site's heading face, as every heading does (the host swaps in the
  // web font for .font-display).
  md.renderer.rules.heading_open = (tokens: Token[], index: number, options, _env, self) => {
    tokens[index]!.attrJoin('class', 'font-display');
    return self.renderToken(tokens, index, options);
  };
  // Images: lazy, decoded off the main thread, with the file's own width and height (no layout shift).
  md.renderer.rules.image = (tokens: Token[], index: number) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = token.content;
    if (alt.trim() === '')
      throw new ContentError(file, 'image', `${src} has no alt text: write ![what it shows](${src})`);
    if (/^[a-z]+:/i.test(src))
      throw new ContentError(file, 'image', `${src}: images come from content/images, not another site`);
    let bytes: Buffer;
    try {
      bytes = readFileSync(resolve(dir, src));
    } catch {
      throw new ContentError(file, 'image', `${src} is not a file (paths are relative to the post)`);
    }
    const size = imageSize(bytes, src);
    const caption = token.attrGet('title')?.toString();
    const img = `<img src="${escapeAttribute(`__IMAGE__${src}`)}" alt="${escapeAttribute(alt)}" width="${size.width}" height="${size.height}" loading="lazy" decoding="async">`;
    // A title is the image's caption: a figure (taken out of its paragraph in renderMarkdown).
    return caption ? `<figure>${img}<figcaption>${md.utils.escapeHtml(caption)}</figcaption></figure>` : img;
  };
  return md;
}

export interface RenderedMarkdown {
  html: string;
  /** Every h2 and h3, in order, with its anchor id. */
  headings: TocEntry[];
  /** Image sources in the HTML, as written (`../images/x.svg`), to be replaced by their built URLs. */
  images: string[];
  /** Words of prose (code blocks left out), for the reading time. */
  words: number;
}

/**
 * A Markdown body rendered, with the words the pipeline adds in its language (`labels`); images are read
 * relative to `dir`. Throws a ContentError on a problem.
 */
export function renderMarkdown(
  body: string,
  file: string,
  dir = dirname(file),
  labels: MarkdownLabels = ENGLISH_LABELS,
): RenderedMarkdown {
  const headings: TocEntry[] = [];
  const html = createRenderer(file, dir, headings, labels)
    .render(body)
    // An image with a caption alone in its paragraph: the figure stands alone (a <p> holds no <figure>).
    .replace(/<p>(<figure>[\s\S]*?<\/figure>)<\/p>/g, '$1');
  const words = body
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  const images = [...html.matchAll(/src="__IMAGE__([^"]+)"/g)].map((match) => match[1]!);
  return { html, headings, images, words };
}

/** The table of contents of a long page (at least TOC_MIN_HEADINGS h2s), else none. */
export function tableOfContents(headings: readonly TocEntry[]): TocEntry[] {
  return headings.filter((heading) => heading.level === 2).length >= TOC_MIN_HEADINGS ? [...headings] : [];
}
