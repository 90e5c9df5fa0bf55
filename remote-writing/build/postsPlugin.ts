/**
 * Vite plugin: a post's Markdown file as modules. `post.md?meta` is its metadata (the lists load
 * every post's, eagerly); `post.md` is its rendered body (loaded per post, so a post's page loads
 * one body, not all). A content problem stops the build with one line naming the file and field.
 * Drafts are there under `vite` (npm run dev) only: a build leaves them out.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { renderPost } from './markdown';

const POST = /\.md(\?meta)?$/;

/** The body module's code: the HTML with each image's source imported (Vite gives its built URL). */
export function bodyModule(html: string, images: readonly string[]): string {
  const unique = [...new Set(images)];
  const imports = unique.map((src, index) => `import image${index} from ${JSON.stringify(`${src}?no-inline`)};`);
  let expression = JSON.stringify(html);
  unique.forEach((src, index) => {
    expression = expression.replaceAll(JSON.stringify(`__IMAGE__${src}`).slice(1, -1), `" + image${index} + "`);
  });
  return `${imports.join('\n')}\nexport default { html: ${expression} };\n`;
}

export function postsPlugin(root: string): Plugin {
  let includeDrafts = false;
  let building = false;
  return {
    name: 'writing-posts',
    enforce: 'pre',
    configResolved(config) {
      includeDrafts = config.command === 'serve';
      building = config.command === 'build';
    },
    // Every post is checked before the bundle starts: the build stops on the first problem, with its one line.
    async buildStart() {
      if (!building) return;
      const dir = join(root, 'content', 'posts');
      const files = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.md'));
      for (const name of files) {
        try {
          renderPost(
            await readFile(join(dir, name), 'utf8'),
            relative(root, join(dir, name)),
            dirname(join(dir, name)),
          );
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      }
    },
    async load(id) {
      const match = POST.exec(id);
      if (!match) return null;
      const file = id.replace(/\?.*$/, '');
      this.addWatchFile(file);
      const post = renderPost(await readFile(file, 'utf8'), relative(root, file), dirname(file));
      if (post.meta.draft && !includeDrafts) return 'export default null;';
      if (match[1]) return `export default ${JSON.stringify(post.meta)};`;
      return bodyModule(post.html, post.images);
    },
  };
}
