/** Endless motion as Web Animations: a CSS animation's `animationiteration` would wake React's root every loop. */
export interface LoopSpec {
  element: Element;
  keyframes: Keyframe[];
  timing: KeyframeAnimationOptions;
}

export interface Loops {
  setRunning(running: boolean): void;
  /** Cancels every animation; nothing plays again after. */
  stop(): void;
}

/** Plays or pauses every animation in `animations` together, one added later too (it asks `running()`); starts playing. */
export function playback(animations: Animation[]): Loops & { running(): boolean } {
  let isRunning = true;
  return {
    running: () => isRunning,
    setRunning(next) {
      if (next === isRunning) return;
      isRunning = next;
      for (const animation of animations) {
        if (next) animation.play();
        else animation.pause();
      }
    },
    stop() {
      for (const animation of animations) {
        animation.onfinish = null;
        animation.cancel();
      }
    },
  };
}

export function startLoops(specs: readonly LoopSpec[]): Loops {
  return playback(
    specs
      .filter((spec) => typeof spec.element.animate === 'function')
      .map((spec) => spec.element.animate(spec.keyframes, { iterations: Infinity, ...spec.timing })),
  );
}
