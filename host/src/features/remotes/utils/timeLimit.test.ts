import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteTimeoutError, withTimeLimit } from './timeLimit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('withTimeLimit', () => {
  it('settles with the work when it is in time', async () => {
    const work = deferred<string>();
    const result = withTimeLimit(work.promise, 1000, 'x');
    await vi.advanceTimersByTimeAsync(999);
    work.resolve('done');
    await expect(result).resolves.toBe('done');
  });
  it('passes on an in-time failure', async () => {
    const work = deferred<string>();
    const result = withTimeLimit(work.promise, 1000, 'x');
    work.reject(new Error('offline'));
    await expect(result).rejects.toThrow('offline');
  });
  it('rejects with a time-out error exactly at the bound', async () => {
    const work = deferred<string>();
    const result = withTimeLimit(work.promise, 1000, 'skills/SkillsPage');
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RemoteTimeoutError);
    expect((error as Error).message).toBe('skills/SkillsPage did not load within 1000 ms');
  });
  it('ignores a late answer and a late failure (no unhandled rejection)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const late = deferred<string>();
      const lateFailure = deferred<string>();
      const a = withTimeLimit(late.promise, 100, 'a').catch((error: unknown) => error);
      const b = withTimeLimit(lateFailure.promise, 100, 'b').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(100);
      expect(await a).toBeInstanceOf(RemoteTimeoutError);
      expect(await b).toBeInstanceOf(RemoteTimeoutError);
      late.resolve('too late');
      lateFailure.reject(new Error('too late'));
      // Node reports unhandled rejections after the microtask queue drains: give it real time.
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
  it('clears its timer once settled', async () => {
    const result = withTimeLimit(Promise.resolve(1), 1000, 'x');
    await expect(result).resolves.toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
