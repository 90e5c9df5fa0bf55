import { describe, expect, it } from 'vitest';
import { draftPost } from './newPost.mjs';
import { renderPost } from './renderPost';

describe('draftPost', () => {
  it('writes a dated draft named after its title, which the build accepts', () => {
    const { file, text } = draftPost('  Hello,  Wörld: a "first" post ', '2026-11-27');
    expect(file).toBe('hello-world-a-first-post.md');
    const { meta } = renderPost(text, `content/posts/${file}`);
    expect(meta).toMatchObject({ title: 'Hello, Wörld: a "first" post', date: '2026-11-27', draft: true, tags: [] });
  });

  it('refuses a title with nothing to name the file by', () => {
    expect(() => draftPost(' !? ', '2026-11-27')).toThrow('new-post: give the post a title');
  });
});
