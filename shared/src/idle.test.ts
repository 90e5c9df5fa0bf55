import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_AFTER_RELEASE_MS, PRESS_HOLD_MAX_MS, watchPresses, whenIdle } from './idle';

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

  it('waits for the end of a tap under way, then for the next idle period', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const ran = vi.fn();
    whenIdle(ran, 2000);
    // The finger is down: the browser is idle until it lifts, but the work waits.
    window.dispatchEvent(new PointerEvent('pointerdown'));
    callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(ran).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(1);
    window.dispatchEvent(new PointerEvent('pointerup'));
    expect(callbacks).toHaveLength(1);
    // The tap's click ends it: the work asks for the idle period after it.
    window.dispatchEvent(new MouseEvent('click'));
    expect(callbacks).toHaveLength(2);
    expect(ran).not.toHaveBeenCalled();
    callbacks[1]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(ran).toHaveBeenCalledTimes(1);
    // With no press under way it runs at the first idle period.
    whenIdle(ran);
    callbacks[2]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(ran).toHaveBeenCalledTimes(2);
  });
});

describe('watchPresses', () => {
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    let time = 0;
    const presses = watchPresses(target, () => time);
    const ended = vi.fn();
    return { target, presses, ended, at: (ms: number) => (time = ms) };
  };

  it('holds from a finger, button or key down to its click, cancel or key up', () => {
    const { target, presses, ended } = setup();
    expect(presses.underway()).toBe(false);
    for (const [start, end] of [
      ['pointerdown', 'click'],
      ['pointerdown', 'pointercancel'],
      ['keydown', 'keyup'],
    ]) {
      target.dispatchEvent(new Event(start!));
      expect(presses.underway()).toBe(true);
      presses.onEnd(ended);
      target.dispatchEvent(new Event(end!));
      expect(presses.underway()).toBe(false);
    }
    expect(ended).toHaveBeenCalledTimes(3);
  });

  it('ends a press lifted without a click shortly after, and one held down too long', () => {
    const { target, presses, ended, at } = setup();
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('pointerup'));
    presses.onEnd(ended);
    vi.advanceTimersByTime(CLICK_AFTER_RELEASE_MS - 1);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(presses.underway()).toBe(false);
    // Held: it stops counting, and stops holding anything back, after PRESS_HOLD_MAX_MS.
    target.dispatchEvent(new Event('keydown'));
    presses.onEnd(ended);
    at(PRESS_HOLD_MAX_MS - 1);
    expect(presses.underway()).toBe(true);
    at(PRESS_HOLD_MAX_MS);
    expect(presses.underway()).toBe(false);
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS);
    expect(ended).toHaveBeenCalledTimes(2);
    // Its key up never came: the next press is a press of its own.
    target.dispatchEvent(new Event('pointerdown'));
    expect(presses.underway()).toBe(true);
  });

  it('forgets a listener that is cancelled', () => {
    const { target, presses, ended } = setup();
    target.dispatchEvent(new Event('pointerdown'));
    presses.onEnd(ended)();
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS);
    expect(ended).not.toHaveBeenCalled();
  });
});
