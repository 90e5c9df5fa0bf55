import { describe, expect, it } from 'vitest';
import { appsInDocsProblems } from '../lib/appsInDocs.mjs';

const apps = {
  host: { dir: 'host', preview: 4173 },
  skills: { dir: 'remote-skills', preview: 4174 },
  writing: { dir: 'remote-writing', preview: 4177 },
};
const readme = `It is built as real micro-frontends: a host and two remotes (skills and writing) that build.

\`npm start\` serves the host on http://localhost:4173 and the remotes on 4174 (skills) and
4177 (writing), plus a local stand-in.`;
const architecture = `\`\`\`
host/              header, routing
remote-skills/     exposes ./SkillsPage
remote-writing/    exposes ./WritingPages
delivery/          servers
\`\`\`

Ports and routes are written once: host 4173,
skills 4174, writing 4177 (\`npm run dev\`: 5173–5177).`;

describe('appsInDocsProblems', () => {
  it('finds nothing when the docs name every app, its port and its folder', () => {
    expect(appsInDocsProblems({ apps, readme, architecture })).toEqual([]);
  });

  it('names a remote count, a name list and a port that disagree with apps.json', () => {
    const stale = readme
      .replace('two remotes (skills and writing)', 'three remotes (skills, contact)')
      .replace('4177 (writing)', '4176 (writing)');
    expect(appsInDocsProblems({ apps, readme: stale, architecture })).toEqual([
      'README.md: says "three remotes", apps.json has two',
      'README.md: names the remotes "skills, contact", apps.json has skills, writing',
      'README.md: writing on 4176, apps.json says 4177',
    ]);
  });

  it('names an app missing from the README ports, the architecture table and its ports sentence', () => {
    const more = { ...apps, contact: { dir: 'remote-contact', preview: 4176 } };
    expect(appsInDocsProblems({ apps: more, readme, architecture })).toEqual([
      'README.md: says "two remotes", apps.json has three',
      'README.md: names the remotes "skills and writing", apps.json has skills, writing, contact',
      'README.md: no `npm start` port for contact (4176)',
      'docs/architecture.md: the apps table has no remote-contact/ (contact)',
      'docs/architecture.md: the ports sentence does not give contact 4176',
    ]);
  });

  it('says so when a sentence it reads is gone', () => {
    expect(appsInDocsProblems({ apps, readme: 'nothing here', architecture })).toEqual([
      'README.md: no "a host and <n> remotes (<names>)" sentence',
      'README.md: no "`npm start` serves the host on … and the remotes on …" sentence',
    ]);
  });
});
