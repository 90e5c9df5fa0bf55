// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../shared/build/markdown/renderMarkdown';
import { pseudoText } from './pseudoLocale.mjs';
import { pseudoMarkdown } from './pseudoMarkdown.mjs';

const FILE = `---
project: eventsphere
role: Sole developer.
stack: [React, Node.js]
results:
  - Search traffic doubled.
  - Orders moved online.
---

## What I built

The feed loads \`next()\` early, as [the post](https://example.com/post) says.

- One step

![A diagram of the API](../images/flow.svg 'How a request moves.')

\`\`\`js
const answer = 42;
\`\`\`
`;

describe('pseudoMarkdown', () => {
  const pseudo = pseudoMarkdown(FILE, ['role', 'results']);

  it('makes the named front matter fields pseudo and keeps the others', () => {
    expect(splitFrontMatter(pseudo, 'x.md').data).toEqual({
      project: 'eventsphere',
      role: pseudoText('Sole developer.'),
      stack: ['React', 'Node.js'],
      results: [pseudoText('Search traffic doubled.'), pseudoText('Orders moved online.')],
    });
  });

  it("makes the body's words pseudo, keeping markers, inline code, addresses and code blocks", () => {
    const body = splitFrontMatter(pseudo, 'x.md').body;
    expect(body).toContain(`## ${pseudoText('What I built')}`);
    expect(body).toContain(
      `${pseudoText('The feed loads ')}\`next()\`${pseudoText(' early, as ')}[${pseudoText('the post')}](https://example.com/post)${pseudoText(' says.')}`,
    );
    expect(body).toContain(`- ${pseudoText('One step')}`);
    expect(body).toContain(
      `![${pseudoText('A diagram of the API')}](../images/flow.svg '${pseudoText('How a request moves.')}')`,
    );
    expect(body).toContain('```js\nconst answer = 42;\n```');
  });
});
