import { describe, expect, it } from 'vitest';
import { fulfilled, tracked } from './trackedPromise';

describe('tracked', () => {
  it('is pending until the promise settles, then fulfilled with its value, in place', async () => {
    let resolve!: (value: number) => void;
    const promise = tracked(new Promise<number>((done) => (resolve = done)));
    expect(promise.status).toBe('pending');
    expect(fulfilled(promise)).toBe(false);
    resolve(7);
    await promise;
    expect(fulfilled(promise)).toBe(true);
    expect(promise).toMatchObject({ status: 'fulfilled', value: 7 });
  });

  it('is rejected with its reason on a rejection, which it does not swallow', async () => {
    const reason = new Error('no');
    const promise = tracked(Promise.reject(reason));
    await expect(promise).rejects.toThrow('no');
    expect(fulfilled(promise)).toBe(false);
    expect(promise).toMatchObject({ status: 'rejected', reason });
  });

  it('counts an absent promise as not fulfilled', () => {
    expect(fulfilled(undefined)).toBe(false);
  });
});
