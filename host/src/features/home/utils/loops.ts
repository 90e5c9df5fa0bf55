/**
 * Endless decorative motion (meteors, floating labels, the scroll hint) played with the
 * Web Animations API rather than CSS animations: a CSS animation fires an
 * `animationiteration` event on every loop, and React listens for those on its root, so
 * each loop would wake the main thread. Web Animations fire no such events, animate only
 * transform and opacity (the compositor runs them) and pause as a group.
 */
export interface LoopSpec {
  element: Element;
  keyframes: Keyframe[];
  timing: KeyframeAnimationOptions;
}

export interface Loops {
  setRunning(running: boolean): void;
  stop(): void;
}

export function startLoops(specs: readonly LoopSpec[], running: boolean): Loops {
  let isRunning = running;
  const animations = specs
    .filter((spec) => typeof spec.element.animate === 'function')
    .map((spec) => spec.element.animate(spec.keyframes, { iterations: Infinity, ...spec.timing }));
  if (!running) animations.forEach((animation) => animation.pause());

  return {
    setRunning(next) {
      if (next === isRunning) return;
      isRunning = next;
      animations.forEach((animation) => (next ? animation.play() : animation.pause()));
    },
    stop() {
      animations.forEach((animation) => animation.cancel());
      animations.length = 0;
    },
  };
}
