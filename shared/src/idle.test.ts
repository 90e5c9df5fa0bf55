import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the browser for an idle period, with the latest time when given, and can be cancelled', () => {
    const requests: (IdleRequestOptions | undefined)[] = [];
    const callbacks: IdleRequestCallback[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      requests.push(options);
      return callbacks.push(callback);
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const ran = vi.fn();
    whenIdle(ran, 2000);
    const cancel = whenIdle(ran);
    expect(requests).toEqual([{ timeout: 2000 }, undefined]);
    expect(ran).not.toHaveBeenCalled();
    callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(ran).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([2]);
  });

  it('waits 200 ms where the browser has no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran);
    vi.advanceTimersByTime(199);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    const cancel = whenIdle(ran);
    cancel();
    vi.advanceTimersByTime(500);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
