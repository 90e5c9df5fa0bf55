// The builds of a remote that owns a prefix: adding a post changes remote-writing's build only (the
// host's, built before and after, is the same byte for byte), and 200 posts (generated here, never
// committed: content/posts/generated/ is git-ignored) build within a minute and are each served,
// composed, by `npm start`'s server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createAppServer } from '../delivery/node/staticServer.mjs';
import { expect, test } from './support/fixtures';
import { close, listen } from './support/servers';
import config from '../shared/build/apps.json' with { type: 'json' };

const GENERATED = join('remote-writing', 'content', 'posts', 'generated');
const SCALE_POSTS = 200;

/** Every file of a folder with its SHA-256, by relative path. */
async function digest(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const sums: Record<string, string> = {};
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    sums[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return sums;
}

function build(workspace: string, outDir: string): number {
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: workspace,
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`${workspace} build failed: ${result.stderr.slice(-2000)}`);
  return Date.now() - started;
}

/** A generated post: a few paragraphs, a heading or two, a code block, tags from a small set. */
function generatedPost(index: number): string {
  const day = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const tags = ['performance', 'accessibility', 'css', 'testing'].filter((_, tag) => (index + tag) % 3 === 0);
  return [
    '---',
    `title: "Generated post number ${index}"`,
    `date: ${day}`,
    `summary: "A generated post for the scale test, number ${index}."`,
    `tags: [${tags.join(', ')}]`,
    '---',
    '',
    `Post ${index} opens with a paragraph of prose that is long enough to count some words.`,
    '',
    '## A section',
    '',
    'More prose, with a [link](https://example.com) and `inline code`.',
    '',
    '```js',
    `export const answer = ${index};`,
    '```',
    '',
  ].join('\n');
}

test.describe.configure({ mode: 'serial' });
test.describe('a remote that owns a prefix: its builds', () => {
  test.setTimeout(600_000);
  let scratch = '';
  const servers: Server[] = [];

  test.beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'prefix-builds-'));
  });
  test.afterAll(async () => {
    await Promise.all(servers.map(close));
    await rm(GENERATED, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
  });

  test("adding a post changes remote-writing's build only: the host's is the same byte for byte", async () => {
    await rm(GENERATED, { recursive: true, force: true });
    build('host', join(scratch, 'host-before'));
    build('remote-writing', join(scratch, 'writing-before'));
    await mkdir(GENERATED, { recursive: true });
    await writeFile(join(GENERATED, 'one-more-post.md'), generatedPost(1));
    build('host', join(scratch, 'host-after'));
    build('remote-writing', join(scratch, 'writing-after'));
    await rm(GENERATED, { recursive: true, force: true });

    expect(await digest(join(scratch, 'host-after'))).toEqual(await digest(join(scratch, 'host-before')));
    const after = await digest(join(scratch, 'writing-after'));
    expect(Object.keys(after)).toContain('pages/writing/one-more-post/fragment.contract-1.html');
    expect(after).not.toEqual(await digest(join(scratch, 'writing-before')));
  });

  test(`${SCALE_POSTS} posts build within a minute, and every post and list page is served composed`, async () => {
    await mkdir(GENERATED, { recursive: true });
    for (let index = 0; index < SCALE_POSTS; index++)
      await writeFile(join(GENERATED, `generated-post-${index}.md`), generatedPost(index));
    // Built as a remote's folder (createAppServer serves <dir>/dist).
    const served = join(scratch, 'writing-served');
    const elapsed = build('remote-writing', join(served, 'dist'));
    console.log(`remote-writing with ${SCALE_POSTS + 5} posts built in ${(elapsed / 1000).toFixed(1)} s`);
    expect(elapsed).toBeLessThan(60_000);

    const writing = createAppServer({ dir: served, allowedOrigins: ['*'] });
    servers.push(writing);
    const writingPort = await listen(writing);
    const remotesJson = join(scratch, 'remotes.json');
    const remotes = Object.fromEntries(
      Object.entries(config.apps)
        .filter(([name]) => name !== 'host')
        .map(([name, app]) => [
          name,
          `http://localhost:${name === 'writing' ? writingPort : app.preview}/remoteEntry.js`,
        ]),
    );
    await writeFile(remotesJson, JSON.stringify(remotes));
    const host = createAppServer({ dir: 'host', spa: true, remotesJson });
    servers.push(host);
    const hostUrl = `http://127.0.0.1:${await listen(host)}`;

    const sitemap = await (await fetch(`${hostUrl}/writing/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/writing[^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(paths.filter((path) => path.startsWith('/writing/generated-post-'))).toHaveLength(SCALE_POSTS);
    expect(paths).toContain('/writing/page/21');
    for (const path of paths) {
      const response = await fetch(`${hostUrl}${path}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('<div data-mf-remote="writing">');
      expect(html, path).not.toContain('<!--#');
    }
    const feed = await (await fetch(`${hostUrl}/writing/feed.xml`)).text();
    expect(feed.match(/<entry>/g)).toHaveLength(SCALE_POSTS + 5);
  });
});
