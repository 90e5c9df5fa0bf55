import type { PostBody, PostMeta } from '../utils/post';
import { newestFirst } from '../utils/routes';

// Every post's metadata (small: the lists need them all), and each body as a chunk of its own.
// content/posts/generated/ holds the scale test's posts (git-ignored, never committed).
const metas = import.meta.glob<PostMeta | null>('../../../../content/posts/**/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});
const bodies = import.meta.glob<PostBody | null>('../../../../content/posts/**/*.md', { import: 'default' });

/** The published posts (with the drafts under `npm run dev`), newest first. */
export const POSTS: readonly PostMeta[] = newestFirst(Object.values(metas).filter((meta) => meta !== null));

const bodyLoaders = new Map(
  Object.entries(bodies).map(([file, load]) => [/([^/]+)\.md$/.exec(file)?.[1] ?? file, load] as const),
);

/** A thenable React's `use` reads at once when it is settled (the build preloads every post it renders). */
type Loading = Promise<PostBody> & { status?: 'fulfilled' | 'rejected'; value?: PostBody; reason?: unknown };
const loading = new Map<string, Loading>();

/** A post's body: one load per post, shared by the page that shows it and the build's preload. */
export function loadPostBody(slug: string): Promise<PostBody> {
  let pending = loading.get(slug);
  if (!pending) {
    const load = bodyLoaders.get(slug);
    const promise: Loading = (load ? load() : Promise.resolve(null)).then((body) => {
      if (!body) throw new Error(`no post ${slug}`);
      return body;
    });
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    pending = promise;
    loading.set(slug, pending);
  }
  return pending;
}
