/**
 * Endless decorative motion played with Web Animations rather than CSS animations: a CSS animation
 * fires `animationiteration` on every loop, which React listens for on its root, waking the main thread.
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
