import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESS_HOLD_MAX_MS, watchPresses, whenIdle } from './idle';

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
    const presses = watchPresses(target);
    const ended = vi.fn();
    const press = (type: string) => target.dispatchEvent(new Event(type));
    const lift = (pointerType: string) => target.dispatchEvent(new PointerEvent('pointerup', { pointerType }));
    return { presses, ended, press, lift };
  };

  it('holds from a finger, button or key down to its click, cancel, key up, drag or context menu', () => {
    const { presses, ended, press } = setup();
    expect(presses.underway()).toBe(false);
    const pairs = [
      ['pointerdown', 'click'],
      ['pointerdown', 'auxclick'],
      ['pointerdown', 'pointercancel'],
      ['pointerdown', 'dragstart'],
      ['pointerdown', 'contextmenu'],
      ['keydown', 'keyup'],
    ];
    for (const [start, end] of pairs) {
      press(start!);
      press(start!); // a repeating key, a second finger: the same press
      expect(presses.underway()).toBe(true);
      presses.onEnd(ended);
      press(end!);
      expect(presses.underway()).toBe(false);
    }
    expect(ended).toHaveBeenCalledTimes(pairs.length);
  });

  it("ends a mouse or pen lift in the task after it: its click, if any, came in the lift's own task", () => {
    const { presses, ended, press, lift } = setup();
    for (const pointerType of ['mouse', 'pen']) {
      press('pointerdown');
      presses.onEnd(ended);
      lift(pointerType);
      expect(presses.underway()).toBe(true);
      vi.advanceTimersByTime(0);
      expect(presses.underway()).toBe(false);
    }
    expect(ended).toHaveBeenCalledTimes(2);
    // A click in the lift's task ended it; the task after does not end the next press.
    press('pointerdown');
    lift('mouse');
    press('click');
    press('pointerdown');
    vi.advanceTimersByTime(0);
    expect(presses.underway()).toBe(true);
  });

  it("keeps a finger's press after the lift until its tap's click, however late, or the bound", () => {
    const { presses, ended, press, lift } = setup();
    press('pointerdown');
    presses.onEnd(ended);
    lift('touch');
    // The browser waited to see whether a second tap came.
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS / 2);
    expect(presses.underway()).toBe(true);
    press('click');
    expect(ended).toHaveBeenCalledTimes(1);
    // A swipe brings no click: the bound ends it.
    press('pointerdown');
    presses.onEnd(ended);
    lift('touch');
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS - 1);
    expect(presses.underway()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(presses.underway()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('ends a press held down PRESS_HOLD_MAX_MS after it began; the next is a press of its own', () => {
    const { presses, ended, press } = setup();
    press('keydown');
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS / 2);
    presses.onEnd(ended);
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS / 2 - 1);
    expect(presses.underway()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(presses.underway()).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
    // Its key up never came (focus left the page): the next key down starts over, with a bound of its own.
    press('keydown');
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS - 1);
    expect(presses.underway()).toBe(true);
    press('keyup');
    expect(presses.underway()).toBe(false);
  });

  it('forgets a listener that is cancelled', () => {
    const { presses, ended, press } = setup();
    press('pointerdown');
    presses.onEnd(ended)();
    press('click');
    vi.advanceTimersByTime(PRESS_HOLD_MAX_MS);
    expect(ended).not.toHaveBeenCalled();
  });
});
