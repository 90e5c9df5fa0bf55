import { tracked } from '../trackedPromise';

/**
 * Loads a content folder's Markdown bodies by slug, once each; the settled status is written on the
 * promise, so React's `use` reads it without suspending. A slug with no file, or a draft left out of
 * the build, rejects.
 */
export function bodyLoader<Body>(
  bodies: Record<string, () => Promise<Body | null>>,
  what: string,
): (slug: string) => Promise<Body> {
  const loaders = new Map(
    Object.entries(bodies).map(([file, load]) => [/([^/]+)\.md$/.exec(file)?.[1] ?? file, load] as const),
  );
  const loading = new Map<string, Promise<Body>>();
  return (slug) => {
    if (!loading.has(slug)) {
      const body = Promise.resolve(loaders.get(slug)?.() ?? null);
      loading.set(slug, tracked(body.then((found) => found ?? Promise.reject(new Error(`no ${what} ${slug}`)))));
    }
    return loading.get(slug)!;
  };
}
