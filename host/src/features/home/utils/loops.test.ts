import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLoops } from './loops';

interface FakeAnimation {
  options: KeyframeAnimationOptions;
  playState: string;
  play: () => void;
  pause: () => void;
  cancel: () => void;
}

function fakeElement() {
  const element = document.createElement('span');
  const started: FakeAnimation[] = [];
  element.animate = vi.fn((_keyframes, options) => {
    const animation: FakeAnimation = {
      options: options as KeyframeAnimationOptions,
      playState: 'running',
      play: () => (animation.playState = 'running'),
      pause: () => (animation.playState = 'paused'),
      cancel: () => (animation.playState = 'idle'),
    };
    started.push(animation);
    return animation as unknown as Animation;
  }) as unknown as Element['animate'];
  return { element, started };
}

afterEach(() => vi.restoreAllMocks());

describe('startLoops', () => {
  it('loops forever unless told otherwise, and keeps each timing', () => {
    const a = fakeElement();
    const b = fakeElement();
    startLoops([
      { element: a.element, keyframes: [], timing: { duration: 6000, delay: -2000, direction: 'alternate' } },
      { element: b.element, keyframes: [], timing: { duration: 1800 } },
    ]);
    expect(a.started[0]!.options).toEqual({
      iterations: Infinity,
      duration: 6000,
      delay: -2000,
      direction: 'alternate',
    });
    expect(b.started[0]!.options.iterations).toBe(Infinity);
  });

  it('plays, pauses and resumes every loop together, and stop cancels them', () => {
    const items = [fakeElement(), fakeElement()];
    const loops = startLoops(items.map(({ element }) => ({ element, keyframes: [], timing: { duration: 1000 } })));
    const states = () => items.map(({ started }) => started[0]!.playState);
    expect(states()).toEqual(['running', 'running']);
    loops.setRunning(false);
    expect(states()).toEqual(['paused', 'paused']);
    loops.setRunning(true);
    expect(states()).toEqual(['running', 'running']);
    loops.setRunning(false);
    expect(states()).toEqual(['paused', 'paused']);
    loops.stop();
    expect(states()).toEqual(['idle', 'idle']);
  });
});
