// The relative links of Markdown files that point to no file (`npm run lint`): inline links, images and
// reference definitions outside code; a target with a scheme or only an anchor is not a file. A footnote
// (`[^id]: text`, the posts' footnotes) is not a definition: its text is no link.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const INLINE = /\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const DEFINITION = /^ {0,3}\[(?!\^)[^\]]+\]:\s*(<[^>]*>|\S+)/gm;
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/** Code blocks and code spans blanked out, line breaks kept, so that line numbers still hold. */
const withoutCode = (/** @type {string} */ text) =>
  text.replace(FENCE, (code) => code.replace(/[^\n]/g, ' ')).replace(CODE_SPAN, (code) => code.replace(/[^\n]/g, ' '));

/**
 * The relative file targets of one Markdown text, with their line numbers.
 * @param {string} markdown
 * @returns {{ target: string, path: string, line: number }[]}
 */
export function relativeLinks(markdown) {
  const text = withoutCode(markdown);
  const links = [];
  for (const match of [...text.matchAll(INLINE), ...text.matchAll(DEFINITION)]) {
    const target = /** @type {string} */ (match[1]).replace(/^<|>$/g, '');
    if (/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(target) || target === '') continue;
    const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
    links.push({ target, path, line: text.slice(0, match.index).split('\n').length });
  }
  return links.sort((a, b) => a.line - b.line);
}

/**
 * Every relative link in `files` (paths from `root`) whose file does not exist, as `file:line: target`.
 * A target starting with / is taken from the repository root, as GitHub does.
 * @param {string[]} files
 * @param {string} root
 */
export function deadLinks(files, root) {
  return files.flatMap((file) =>
    relativeLinks(readFileSync(join(root, file), 'utf8'))
      .filter(({ path }) => !existsSync(path.startsWith('/') ? join(root, path) : join(root, dirname(file), path)))
      .map(({ target, line }) => `${file}:${line}: ${target}`),
  );
}
