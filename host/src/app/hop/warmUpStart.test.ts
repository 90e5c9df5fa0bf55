import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { createWarmUpStart } from './warmUpStart';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('createWarmUpStart', () => {
  it('starts once the page has loaded when it has no section of its own', async () => {
    const loaded = deferred();
    const start = createWarmUpStart(() => loaded.promise);
    const callback = vi.fn();
    start.then(callback);
    await Promise.resolve();
    expect(callback).not.toHaveBeenCalled();
    loaded.resolve();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });

  it("waits past the load event for the page's own section's code", async () => {
    // Just after navigation: the section's own bound, counted from navigation start, is far off.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const section = deferred();
    const start = createWarmUpStart(() => Promise.resolve());
    start.waitFor(section.promise);
    const callback = vi.fn();
    start.then(callback);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(callback).not.toHaveBeenCalled();
    section.resolve();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });

  it('starts when the section failed to load', async () => {
    const section = deferred();
    const start = createWarmUpStart(() => Promise.resolve());
    start.waitFor(section.promise);
    const callback = vi.fn();
    start.then(callback);
    section.reject(new Error('remote down'));
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });

  it("starts when a section that hangs is given up: at the section's own bound, counted from navigation start", async () => {
    vi.useFakeTimers();
    const navigatedMsAgo = 1500;
    vi.spyOn(performance, 'now').mockReturnValue(navigatedMsAgo);
    const start = createWarmUpStart(() => Promise.resolve());
    start.waitFor(new Promise(() => {}));
    const callback = vi.fn();
    start.then(callback);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - navigatedMsAgo - 1);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
