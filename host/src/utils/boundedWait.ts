/**
 * Settles (never rejects) with the first of `started()`'s promises, or `ms` later. Kept per key, so
 * React's `use` sees the same promise on every render; `started` runs on the first ask only.
 */
export function boundedWait<Key>(
  waits: Map<Key, Promise<void>>,
  key: Key,
  started: () => readonly Promise<unknown>[],
  ms: number,
): Promise<void> {
  let wait = waits.get(key);
  if (!wait) {
    const settled = started().map((promise) =>
      promise.then(
        () => undefined,
        () => undefined,
      ),
    );
    wait = Promise.race([...settled, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
    waits.set(key, wait);
  }
  return wait;
}
