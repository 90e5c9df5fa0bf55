import { createSparkle, type RandomSource, type Sparkle, twinklePlan } from './sparkles';

export interface SparkleField {
  /** Pauses (false) or resumes (true) every sparkle, lifecycle included. */
  setRunning(running: boolean): void;
  /** Cancels every animation; the field cannot be restarted. */
  stop(): void;
}

function twinkleKeyframes(scale: number): Keyframe[] {
  return [
    { opacity: 0, transform: 'scale(0) rotate(75deg)' },
    { opacity: 1, transform: `scale(${scale}) rotate(120deg)` },
    { opacity: 0, transform: 'scale(0) rotate(150deg)' },
  ];
}

function place(element: HTMLElement | SVGElement, sparkle: Sparkle) {
  element.style.left = `${sparkle.x}%`;
  element.style.top = `${sparkle.y}%`;
  element.dataset.tone = sparkle.tone;
}

/**
 * Runs the sparkle lifecycle on the given elements with the Web Animations API: each
 * element twinkles for its sparkle's lifetime, then is moved and given a new lifespan.
 * Paused animations also pause the lifecycle, so a hidden tab costs nothing. React
 * renders the elements once; nothing here re-renders it.
 */
export function startSparkleField(
  elements: readonly (HTMLElement | SVGElement)[],
  { running, random = Math.random }: { running: boolean; random?: RandomSource },
): SparkleField {
  let isRunning = running;
  let stopped = false;
  let nextId = elements.length;
  const animations: (Animation | null)[] = elements.map(() => null);

  const spawn = (slot: number, sparkle: Sparkle) => {
    const element = elements[slot];
    if (!element || stopped) return;
    place(element, sparkle);
    const { iterations, cycleMs } = twinklePlan(sparkle.lifespan);
    const animation = element.animate(twinkleKeyframes(sparkle.scale), {
      duration: cycleMs,
      iterations,
      delay: sparkle.delayMs,
      easing: 'ease-in-out',
      fill: 'both',
    });
    element.dataset.sparkleId = String(sparkle.id);
    animation.onfinish = () => spawn(slot, createSparkle(nextId++, random));
    if (!isRunning) animation.pause();
    animations[slot] = animation;
  };

  elements.forEach((_, slot) => spawn(slot, createSparkle(slot, random)));

  return {
    setRunning(next) {
      if (stopped || next === isRunning) return;
      isRunning = next;
      for (const animation of animations) {
        if (!animation) continue;
        if (next) animation.play();
        else animation.pause();
      }
    },
    stop() {
      stopped = true;
      for (const animation of animations) {
        if (!animation) continue;
        animation.onfinish = null;
        animation.cancel();
      }
    },
  };
}
