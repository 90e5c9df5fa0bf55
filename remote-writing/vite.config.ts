import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { contentPlugins } from './build/contentPlugins';
import { exposes } from './src/exposed/exposes';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineAppConfig({
  app: 'writing',
  exposes,
  root,
  // The posts' Markdown, for the browser build and for the server render of every page.
  contentPlugins: contentPlugins(root),
});
