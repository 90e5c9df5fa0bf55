import { describe, expect, it, vi } from 'vitest';
import { bodyLoader } from './bodyLoader';

describe('bodyLoader', () => {
  it('loads a body by its file name once, and marks the promise settled for use()', async () => {
    const post = vi.fn(async () => ({ html: '<p>Hi</p>' }));
    const load = bodyLoader({ '../content/posts/hello-world.md': post }, 'post');
    const first = load('hello-world');
    expect(load('hello-world')).toBe(first);
    await expect(first).resolves.toEqual({ html: '<p>Hi</p>' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ status: 'fulfilled', value: { html: '<p>Hi</p>' } });
  });

  it('rejects a slug with no file, and a draft this build left out, naming what it is', async () => {
    const load = bodyLoader({ 'a/draft.md': async () => null }, 'case study');
    await expect(load('nothing-here')).rejects.toThrow('no case study nothing-here');
    const draft = load('draft');
    await expect(draft).rejects.toThrow('no case study draft');
    expect(draft).toMatchObject({ status: 'rejected' });
  });
});
