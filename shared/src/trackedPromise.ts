import type { FulfilledReactPromise, PendingReactPromise } from 'react';

/**
 * A promise that says in place whether it has settled, as React's `use` reads one: once `status` is
 * 'fulfilled', a render takes `value` without suspending (React marks the promises it sees the same way).
 */
export type TrackedPromise<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T>);

/** `promise`, marked fulfilled in place as it settles (a rejection is left to React). */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked: TrackedPromise<T> = Object.assign(promise, { status: 'pending' as const });
  void promise.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    () => undefined,
  );
  return marked;
}

/** Whether `promise` has fulfilled already: a render that reads it will not suspend. */
export function fulfilled<T>(promise: TrackedPromise<T> | undefined): promise is Promise<T> & FulfilledReactPromise<T> {
  return promise?.status === 'fulfilled';
}
