import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadLinks, relativeLinks } from '../lib/deadLinks.mjs';

describe('relativeLinks', () => {
  it('finds inline links, images and reference definitions, and drops anchors, queries and titles', () => {
    const markdown = [
      'See [the architecture](docs/architecture.md#islands) and ![a page](docs/images/home.png "Home").',
      'A [link with [brackets] in its text](../remote-skills/README.md?plain=1).',
      '[notes]: <docs/my%20notes.md>',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      { target: 'docs/architecture.md#islands', path: 'docs/architecture.md', line: 1 },
      { target: 'docs/images/home.png', path: 'docs/images/home.png', line: 1 },
      { target: '../remote-skills/README.md?plain=1', path: '../remote-skills/README.md', line: 2 },
      { target: 'docs/my%20notes.md', path: 'docs/my notes.md', line: 3 },
    ]);
  });

  it('leaves out web addresses, mail, anchors, footnotes and anything inside code', () => {
    const markdown = [
      '[site](https://example.com/a.md) [mail](mailto:a@b.c) [up](#tests) [cdn](//cdn.example/x.js)',
      'Inline code: `[not](a-link.md)`.',
      '```md',
      '[not a link either](missing.md)',
      '```',
      'After the block: [real](real.md)',
      '[^note]: Measured on two cores, not a link.',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([{ target: 'real.md', path: 'real.md', line: 6 }]);
  });
});

describe('deadLinks', () => {
  it('names each link to a missing file as file:line: target, resolving from the file and from the root', () => {
    const root = mkdtempSync(join(tmpdir(), 'dead-links-'));
    mkdirSync(join(root, 'docs', 'decisions'), { recursive: true });
    writeFileSync(join(root, 'README.md'), '[testing](docs/testing.md)\n[gone](docs/deploying.md)\n');
    writeFileSync(
      join(root, 'docs', 'testing.md'),
      'Back to [the README](../README.md) and [a record](/docs/decisions/0001.md).\n',
    );
    writeFileSync(join(root, 'docs', 'decisions', 'x.md'), '[testing](../testing.md) [ok](/README.md)\n');
    expect(deadLinks(['README.md', 'docs/testing.md', 'docs/decisions/x.md'], root)).toEqual([
      'README.md:2: docs/deploying.md',
      'docs/testing.md:1: /docs/decisions/0001.md',
    ]);
  });
});
