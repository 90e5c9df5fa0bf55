// Part of `npm run lint`: the apps of shared/build/apps.json, their ports and folders, are the ones
// the README and docs/architecture.md name. Prints each disagreement on a line.
import { readFileSync } from 'node:fs';
import config from '../shared/build/apps.json' with { type: 'json' };
import { appsInDocsProblems } from './lib/appsInDocs.mjs';

const read = (/** @type {string} */ path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const problems = appsInDocsProblems({
  apps: config.apps,
  readme: read('README.md'),
  architecture: read('docs/architecture.md'),
});
for (const line of problems) console.error(`docs: ${line}`);
console.log(`Apps in the docs: ${Object.keys(config.apps).length} apps checked, ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
