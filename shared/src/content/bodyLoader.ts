/** A thenable React's `use` reads at once when it is settled. */
type Loading<Body> = Promise<Body> & { status?: 'fulfilled' | 'rejected'; value?: Body; reason?: unknown };

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
  const loading = new Map<string, Loading<Body>>();
  return (slug) => {
    let pending = loading.get(slug);
    if (!pending) {
      const load = loaders.get(slug);
      const promise: Loading<Body> = (load ? load() : Promise.resolve(null)).then((body) => {
        if (!body) throw new Error(`no ${what} ${slug}`);
        return body;
      });
      // Returns nothing: returning the promise would make this chain adopt its rejection, unhandled.
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      pending = promise;
      loading.set(slug, pending);
    }
    return pending;
  };
}
