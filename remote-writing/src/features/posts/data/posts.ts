import type { PostBody, PostMeta } from '../utils/post';
import { newestFirst } from '../utils/routes';
import { bodyLoader } from '@portfolio/shared/content/bodyLoader';

// Every post's metadata (the lists need them all), and each body as a chunk of its own.
const metas = import.meta.glob<PostMeta | null>('../../../../content/posts/**/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});
const bodies = import.meta.glob<PostBody | null>('../../../../content/posts/**/*.md', { import: 'default' });

/** The published posts (with the drafts under `npm run dev`), newest first. */
export const POSTS: readonly PostMeta[] = newestFirst(Object.values(metas).filter((meta) => meta !== null));

/** A post's body, loaded once. */
export const loadPostBody = bodyLoader<PostBody>(bodies, 'post');
