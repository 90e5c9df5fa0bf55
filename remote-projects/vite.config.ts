import { fileURLToPath } from 'node:url';
import { contentCheck } from '../shared/build/content/contentCheckPlugin';
import { ownerCheck } from '../shared/build/content/ownerCheck';
import { validateProjects } from '../shared/build/content/validate';
import { defineAppConfig } from '../shared/build/defineAppConfig';
import { contentPlugins } from './build/contentPlugins';
import { exposes } from './src/exposed/exposes';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineAppConfig({
  app: 'projects',
  exposes,
  root,
  // The case studies' Markdown, for the browser build and the server render of each page.
  contentPlugins: contentPlugins(root),
  plugins: [
    contentCheck(root, [
      ownerCheck,
      {
        file: 'src/features/projects/data/projects.ts',
        validate: (module, file) => validateProjects(module.projects, file),
      },
    ]),
  ],
});
