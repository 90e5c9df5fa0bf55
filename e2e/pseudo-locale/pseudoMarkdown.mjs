// A Markdown file (a case study) in the pseudo-language of pseudoLocale.mjs, for
// run.mjs: a file of its own, since the pseudo content files the site bundles import
// pseudoText and must not bring js-yaml with it.
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { pseudoText } from './pseudoLocale.mjs';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
/** Inline code and a link or an image (`![alt](file 'caption')`): their text made pseudo, their code and address kept. */
const INLINE = /(`[^`]*`|!?\[[^\]]*\]\([^)]*\))/;
const LINK = /^(!?)\[([^\]]*)\]\((\S+)(?:\s+(['"])(.*)\4)?\)$/;
/** A line's Markdown marker, kept: a heading's, a list item's or a quote's. */
const MARKER = /^(\s*(?:#{1,6} |[-*+] |\d+\. |> )?)(.*)$/;

/** @param {string} text */
function pseudoWords(text) {
  return /[A-Za-z]/.test(text) ? pseudoText(text) : text;
}

/** @param {string} line */
function pseudoLine(line) {
  const [, marker = '', rest = ''] = MARKER.exec(line) ?? [];
  const parts = rest.split(INLINE).map((part) => {
    if (part.startsWith('`')) return part;
    const link = LINK.exec(part);
    if (!link) return pseudoWords(part);
    const [, bang, words = '', address, quote, title] = link;
    return `${bang}[${pseudoWords(words)}](${address}${quote ? ` ${quote}${pseudoWords(title ?? '')}${quote}` : ''})`;
  });
  return marker + parts.join('');
}

/**
 * A Markdown file (a case study) in the pseudo-language: in its front matter the named fields (a text or a
 * list of texts) made pseudo, the others kept; in its body every line's words, with Markdown markers, inline
 * code, addresses and fenced code blocks kept.
 * @param {string} text
 * @param {string[]} fields
 * @returns {string}
 */
export function pseudoMarkdown(text, fields) {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('pseudoMarkdown: the file starts with no front matter');
  const data = /** @type {Record<string, unknown>} */ (load(match[1] ?? '', { schema: CORE_SCHEMA }));
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string') data[field] = pseudoText(value);
    else if (Array.isArray(value))
      data[field] = value.map((item) => (typeof item === 'string' ? pseudoText(item) : item));
  }
  let fenced = false;
  const body = text
    .slice(match[0].length)
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      return fenced || /^\s*(```|~~~)/.test(line) ? line : pseudoLine(line);
    });
  return `---\n${dump(data, { lineWidth: -1 }).trimEnd()}\n---\n${body.join('\n')}`;
}
