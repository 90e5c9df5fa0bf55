import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedWait } from './boundedWait';

afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => {});

describe('boundedWait', () => {
  it('settles with the first promise to settle, a rejection too', async () => {
    const waits = new Map<string, Promise<void>>();
    await expect(boundedWait(waits, 'a', () => [never(), Promise.reject(new Error('failed'))], 60_000)).resolves.toBe(
      undefined,
    );
  });

  it('settles at the bound when nothing else does', async () => {
    vi.useFakeTimers();
    let done = false;
    void boundedWait(new Map(), 'a', () => [never()], 1200).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('gives the same promise for a key, starting its work once', () => {
    const waits = new Map<string, Promise<void>>();
    const started = vi.fn(() => [never()]);
    const first = boundedWait(waits, 'a', started, 1000);
    expect(boundedWait(waits, 'a', started, 1000)).toBe(first);
    expect(started).toHaveBeenCalledTimes(1);
    expect(boundedWait(waits, 'b', started, 1000)).not.toBe(first);
  });
});
