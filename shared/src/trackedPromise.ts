import type { FulfilledReactPromise, PendingReactPromise } from 'react';

/** A promise whose `status` React's `use` reads: once 'fulfilled', a render takes `value` without suspending. */
export type TrackedPromise<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T>);

/** Marked fulfilled in place as it settles (a rejection is left to React). */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked: TrackedPromise<T> = Object.assign(promise, { status: 'pending' as const });
  void promise.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    () => undefined,
  );
  return marked;
}

export function fulfilled<T>(promise: TrackedPromise<T> | undefined): promise is Promise<T> & FulfilledReactPromise<T> {
  return promise?.status === 'fulfilled';
}
