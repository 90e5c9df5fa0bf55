const ignore = () => {};

/** Settles (never rejects) with the first of `promises`, or `ms` later. */
export function settledWithin(promises: readonly Promise<unknown>[], ms: number): Promise<void> {
  const settled = promises.map((promise) => promise.then(ignore, ignore));
  return Promise.race([...settled, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** `settledWithin(started(), ms)` kept per key (`started` runs once), so React's `use` sees one promise. */
export function boundedWait<Key>(
  waits: Map<Key, Promise<void>>,
  key: Key,
  started: () => readonly Promise<unknown>[],
  ms: number,
): Promise<void> {
  if (!waits.has(key)) waits.set(key, settledWithin(started(), ms));
  return waits.get(key)!;
}
