import type { Plugin } from 'vite';
import { markdownPlugin } from '../../shared/build/markdown/markdownPlugin';
import { renderPost } from './renderPost';

/** The posts' Markdown as modules: for this remote's builds, and for the single-bundle build that compiles it in. */
export function contentPlugins(root: string): Plugin[] {
  return [markdownPlugin({ root, dir: 'content/posts', render: renderPost })];
}
