import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameScheduler, type FrameSource } from './frameScheduler';

/** Animation frames that fire only when the test says so; timers are Vitest's fake ones. */
function fakeSource() {
  const frames = new Map<number, (time: number) => void>();
  let next = 1;
  const source: FrameSource = {
    requestAnimationFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (id) => frames.delete(id),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
  const fireFrames = (time: number) => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(time);
  };
  return { source, frames, fireFrames };
}

describe('createFrameScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the callback on the animation frame when it comes in time, and not again from the timer', () => {
    const { source, fireFrames } = fakeSource();
    const callback = vi.fn();
    createFrameScheduler(source, 100).requestFrame(callback);
    vi.advanceTimersByTime(16);
    fireFrames(16);
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith(16);
  });

  it('runs the callback from the timer when the animation frame stalls, and not again when it comes', () => {
    const { source, frames, fireFrames } = fakeSource();
    const callback = vi.fn();
    createFrameScheduler(source, 100).requestFrame(callback);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(frames.size).toBe(0); // the stalled frame was cancelled
    fireFrames(10_800);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('uses the timer alone where there are no animation frames', () => {
    const { source } = fakeSource();
    const callback = vi.fn();
    createFrameScheduler({ ...source, requestAnimationFrame: undefined }, 50).requestFrame(callback);
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing for a cancelled request', () => {
    const { source, fireFrames } = fakeSource();
    const callback = vi.fn();
    const scheduler = createFrameScheduler(source, 100);
    scheduler.cancelFrame(scheduler.requestFrame(callback));
    fireFrames(16);
    vi.advanceTimersByTime(500);
    expect(callback).not.toHaveBeenCalled();
  });
});
