import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/** A promise whose `status` React's `use` reads: once settled, a render takes `value` or throws `reason` without suspending. */
export type TrackedPromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

/**
 * Marked settled in place as it settles; a rejection stays the caller's to handle. The handlers return nothing:
 * returning the promise would make their chain adopt its rejection, unhandled.
 */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked: TrackedPromise<T> = Object.assign(promise, { status: 'pending' as const });
  void promise.then(
    (value) => void Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(marked, { status: 'rejected', reason }),
  );
  return marked;
}

export function fulfilled<T>(promise: TrackedPromise<T> | undefined): promise is Promise<T> & FulfilledReactPromise<T> {
  return promise?.status === 'fulfilled';
}
