/**
 * One bounded wait per key: settles (never rejects) when the first of `started()`'s promises settles,
 * or `ms` later. Kept per key, so that React's `use` sees the same promise on every render of a
 * component that suspends on it; `started` runs only for the first ask.
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
