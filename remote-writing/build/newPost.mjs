// `npm run new-post -- "Title"`: writes content/posts/<slug>.md, dated today, as a draft (shown by
// `npm run dev` only, until `draft: true` is removed). Refuses to overwrite a post.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A draft post's file name and text for a title and a day (YYYY-MM-DD).
 * @param {string} title
 * @param {string} date
 * @returns {{ file: string, text: string }}
 */
export function draftPost(title, date) {
  const clean = title.trim().replace(/\s+/g, ' ');
  const slug = clean
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (!slug)
    throw new Error('new-post: give the post a title with letters or digits, such as npm run new-post -- "Hello"');
  return {
    file: `${slug}.md`,
    text: [
      '---',
      `title: ${JSON.stringify(clean)}`,
      `date: ${date}`,
      'summary: "One or two sentences for the list, the feed and link previews."',
      'tags: []',
      'draft: true',
      '---',
      '',
      'Write here. `npm run dev` shows drafts; remove `draft: true` to publish.',
      '',
    ].join('\n'),
  };
}

function main() {
  const title = process.argv.slice(2).join(' ');
  const posts = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'posts');
  try {
    const { file, text } = draftPost(title, new Date().toISOString().slice(0, 10));
    const path = join(posts, file);
    if (existsSync(path)) throw new Error(`new-post: ${path} exists already`);
    mkdirSync(posts, { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${path} (a draft)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
