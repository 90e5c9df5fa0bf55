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
    let pending = loading.get(slug);
    if (!pending) {
      const load = loaders.get(slug);
      pending = tracked(
        (load ? load() : Promise.resolve(null)).then((body) => {
          if (!body) throw new Error(`no ${what} ${slug}`);
          return body;
        }),
      );
      loading.set(slug, pending);
    }
    return pending;
  };
}
