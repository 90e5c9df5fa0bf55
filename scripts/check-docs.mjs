// Part of `npm run lint`: the apps of shared/build/apps.json, their ports and folders, are the ones the README and
// docs/architecture.md name, and no Markdown file holds a merge's conflict markers. Prints each problem on a line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import config from '../shared/build/apps.json' with { type: 'json' };
import { appsInDocsProblems } from './lib/appsInDocs.mjs';
import { mergeMarkerLines } from './lib/mergeMarkers.mjs';

const read = (/** @type {string} */ path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const problems = appsInDocsProblems({
  apps: config.apps,
  readme: read('README.md'),
  architecture: read('docs/architecture.md'),
});
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: new URL('..', import.meta.url), encoding: 'utf8' });
for (const path of markdown.split('\n').filter(Boolean))
  for (const line of mergeMarkerLines(read(path))) problems.push(`${path}:${line} is a merge's conflict marker`);
for (const line of problems) console.error(`docs: ${line}`);
console.log(`Apps in the docs: ${Object.keys(config.apps).length} apps checked, ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
