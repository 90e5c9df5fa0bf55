import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readingMinutes,
  slugOfFile,
  splitFrontMatter,
  WORDS_PER_MINUTE,
} from '../../shared/build/markdown/renderMarkdown';
import { renderPost, validateFrontMatter } from './renderPost';

const POSTS = join(import.meta.dirname, '..', 'content', 'posts');
const post = (front: string, body = 'Hello.') => `---\n${front}\n---\n${body}\n`;
const GOOD = 'title: Hello\ndate: 2026-01-05\nsummary: A first post.\ntags: [web, css]';

describe('front matter', () => {
  it('reads the fields', () => {
    const { data, body } = splitFrontMatter(post(GOOD), 'content/posts/hello.md');
    expect(validateFrontMatter(data, 'content/posts/hello.md')).toEqual({
      title: 'Hello',
      date: '2026-01-05',
      summary: 'A first post.',
      tags: ['web', 'css'],
      draft: false,
    });
    expect(body).toBe('Hello.\n');
  });

  it('stops on a problem with one line naming the file and the field', () => {
    const problem = (front: string) => {
      try {
        const { data } = splitFrontMatter(post(front), 'content/posts/x.md');
        validateFrontMatter(data, 'content/posts/x.md');
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(problem('date: 2026-01-05\nsummary: s')).toBe('content/posts/x.md: title: required, a non-empty text');
    expect(problem('title: t\ndate: 2026-02-30\nsummary: s')).toBe(
      'content/posts/x.md: date: 2026-02-30 is not a calendar date',
    );
    expect(problem('title: t\ndate: "5 Jan"\nsummary: s')).toBe(
      'content/posts/x.md: date: required, a date written YYYY-MM-DD',
    );
    expect(problem('title: t\ndate: 2026-01-05\nsummary: s\ntags: [Web Dev]')).toMatch(
      /^content\/posts\/x.md: tags: "Web Dev" is not/,
    );
    expect(problem('title: t\ndate: 2026-01-05\nsummary: s\ndraft: maybe')).toBe(
      'content/posts/x.md: draft: true or false',
    );
    expect(problem('title: t\ndate: 2026-01-05\nsummary: s\nauthor: me')).toMatch(
      /^content\/posts\/x.md: author: unknown field/,
    );
    expect(problem('title: [unclosed')).toMatch(/^content\/posts\/x.md: front matter: not valid YAML/);
    for (const message of [problem('date: 2026-01-05')]) expect(message?.split('\n')).toHaveLength(1);
  });

  it('names a post by its file, and refuses a file name that is not a slug', () => {
    expect(slugOfFile('content/posts/hello-world.md')).toBe('hello-world');
    expect(() => slugOfFile('content/posts/Hello World.md')).toThrow('content/posts/Hello World.md: file name:');
  });
});

describe('renderPost', () => {
  it('gives headings anchors, code highlighted as classes, footnotes, and no raw HTML', () => {
    const { html, meta } = renderPost(
      post(GOOD, '## First part\n\nText[^1] <script>x()</script>\n\n```ts\nconst a = 1;\n```\n\n[^1]: A note.'),
      'content/posts/hello.md',
    );
    expect(html).toContain('<h2 id="first-part"');
    expect(html).toContain('href="#first-part"');
    // The '#' is held to the heading's last word (a no-break space): it never wraps to a line of its own.
    expect(html).toContain('First part&nbsp;<a class="heading-anchor" href="#first-part"');
    // The body's headings in the site's heading face.
    expect(html).toMatch(/<h2 [^>]*class="font-display"/);
    // A block that may scroll: reached by keyboard, named by its language.
    expect(html).toMatch(
      /<pre class="code" tabindex="0" role="group" aria-label="Code: TypeScript"><code class="hljs language-ts"><span class="hljs-keyword">const<\/span>/,
    );
    expect(html).not.toContain('style=');
    expect(html).not.toContain('<script');
    expect(html).toContain('class="footnotes"');
    expect(meta.toc).toEqual([]); // one heading: a short post has no table of contents
  });

  it('gives a long post a table of contents and a reading time from its words', () => {
    const words = Array.from({ length: WORDS_PER_MINUTE * 2 + 1 }, () => 'word').join(' ');
    const { meta } = renderPost(
      post(GOOD, `## One\n\n${words}\n\n## Two\n\n### Two a\n\n## Three\n`),
      'content/posts/long.md',
    );
    expect(meta.readingMinutes).toBe(3);
    expect(meta.toc.map((entry) => `${entry.level}:${entry.id}`)).toEqual(['2:one', '2:two', '3:two-a', '2:three']);
    expect(readingMinutes(0)).toBe(1);
  });

  it('gives an image its width and height, and refuses one without alt text or of unknown language code', () => {
    const file = join(POSTS, 'x.md');
    const { html } = renderPost(post(GOOD, '![A timeline](../images/fragment-timeline.svg)'), file);
    expect(html).toMatch(
      /<img src="__IMAGE__..\/images\/fragment-timeline.svg" alt="A timeline" width="480" height="304" loading="lazy"/,
    );
    expect(() => renderPost(post(GOOD, '![](../images/fragment-timeline.svg)'), file)).toThrow(
      /image: .* has no alt text/,
    );
    expect(() => renderPost(post(GOOD, '```klingon\nx\n```'), file)).toThrow('code block: unknown language "klingon"');
  });

  it('renders every committed post (the build would stop on the first problem)', () => {
    const files = readdirSync(POSTS).filter((name) => name.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    const rendered = files.map((name) => renderPost(readFileSync(join(POSTS, name), 'utf8'), join(POSTS, name)));
    expect(rendered.some((one) => one.meta.toc.length > 0 && one.html.includes('class="hljs'))).toBe(true);
  });
});

describe('a post in another language', () => {
  it('says its language in `lang` (English when absent), refused with one line when unknown', () => {
    const read = (front: string) => {
      const { data } = splitFrontMatter(post(front), 'content/posts/x.md');
      return validateFrontMatter(data, 'content/posts/x.md');
    };
    expect(read(`${GOOD}\nlang: de`).lang).toBe('de');
    expect(read(`${GOOD}\nlang: en`)).not.toHaveProperty('lang');
    expect(() => read(`${GOOD}\nlang: fr`)).toThrow(/^content\/posts\/x\.md: lang: unknown language "fr" \(en, de\)$/);
  });

  it("names its heading anchors in its language, after the heading's text", () => {
    const { html } = renderPost(post(`${GOOD}\nlang: de`, '## Über Adressen\n\nText.'), 'content/posts/hallo.md');
    expect(html).toContain('aria-label="Link zu diesem Abschnitt: Über Adressen"');
    const english = renderPost(post(GOOD, '## About addresses\n\nText.'), 'content/posts/hello.md');
    expect(english.html).toContain('aria-label="Link to this section: about addresses"');
  });
});
