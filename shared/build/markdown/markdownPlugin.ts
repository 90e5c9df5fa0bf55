/**
 * A remote's Markdown files as modules: `file.md?meta` is its metadata (lists load every one's),
 * `file.md` its rendered body (a page loads one). Every file is checked before the bundle starts.
 * Drafts are there under the dev server only.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

export interface RenderedContent {
  meta: { draft?: boolean };
  html: string;
  images: string[];
  /** What the body module exports beside its HTML (plain JSON): what only the page needs. */
  bodyData?: Record<string, unknown>;
}

/** The body module's code: the HTML with each image's source imported (Vite gives its built URL). */
export function bodyModule(html: string, images: readonly string[], bodyData: Record<string, unknown> = {}): string {
  const unique = [...new Set(images)];
  // `?no-inline`: always a file of the release (the CSP has no data: images).
  const imports = unique.map((src, index) => `import image${index} from ${JSON.stringify(`${src}?no-inline`)};`);
  let expression = JSON.stringify(html);
  unique.forEach((src, index) => {
    expression = expression.replaceAll(JSON.stringify(`__IMAGE__${src}`).slice(1, -1), `" + image${index} + "`);
  });
  const data = Object.entries(bodyData).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}, `);
  return `${imports.join('\n')}\nexport default { ${data.join('')}html: ${expression} };\n`;
}

export function markdownPlugin(options: {
  root: string;
  /** Its content folder, relative to root (`content/posts`). */
  dir: string;
  /** Checks and renders one file (`file` relative to root, for messages; images relative to `dir`). */
  render: (text: string, file: string, dir: string) => RenderedContent;
}): Plugin {
  let includeDrafts = false;
  let building = false;
  const contentDir = join(options.root, options.dir);
  const read = async (file: string) =>
    options.render(await readFile(file, 'utf8'), relative(options.root, file), dirname(file));
  return {
    name: `markdown-${options.dir.replaceAll('/', '-')}`,
    enforce: 'pre',
    configResolved(config) {
      includeDrafts = config.command === 'serve';
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const files = (await readdir(contentDir, { recursive: true })).filter((name) => name.endsWith('.md'));
      for (const name of files) {
        try {
          await read(join(contentDir, name));
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      }
    },
    async load(id) {
      const file = id.replace(/\?.*$/, '');
      if (!file.endsWith('.md') || !file.startsWith(`${contentDir}/`)) return null;
      this.addWatchFile(file);
      const content = await read(file);
      if (content.meta.draft && !includeDrafts) return 'export default null;';
      if (id.endsWith('?meta')) return `export default ${JSON.stringify(content.meta)};`;
      return bodyModule(content.html, content.images, content.bodyData);
    },
  };
}
