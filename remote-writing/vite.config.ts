import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { markdownPlugin } from '../shared/build/markdown/markdownPlugin';
import { renderPost } from './build/posts';
import { exposes } from './src/exposed/exposes';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineAppConfig({
  app: 'writing',
  exposes,
  root,
  // The posts' Markdown, for the browser build and for the server render of every page.
  contentPlugins: [markdownPlugin({ root, dir: 'content/posts', render: renderPost })],
});
