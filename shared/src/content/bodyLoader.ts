/** A thenable React's `use` reads at once when it is settled. */
type Loading<Body> = Promise<Body> & { status?: 'fulfilled' | 'rejected'; value?: Body; reason?: unknown };

/**
 * The loader of a content folder's Markdown bodies (`import.meta.glob` of its `.md` files, one chunk
 * each), by slug, the file's name: one load per body, shared by the page that shows it and the build's
 * preload, and once settled its status is written on the promise, so React's `use` reads it at once.
 * A slug with no file, or a draft left out of this build (its module is null), rejects: "no <what> <slug>".
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
      // Nothing returned: returning the promise itself would make this chain adopt its rejection, unhandled.
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
