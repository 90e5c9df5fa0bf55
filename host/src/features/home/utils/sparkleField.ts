import type { Loops } from './loops';
import { createSparkle, type RandomSource, twinkleAnimation } from './sparkles';

/**
 * Runs the sparkle lifecycle on the given elements, one slot each: a slot plays one sparkle's life as
 * one animation and starts the next when it ends, so the main thread wakes once per sparkle and a
 * paused field costs nothing. Nothing here re-renders React.
 */
export function startSparkleField(
  elements: readonly Element[],
  { running, random = Math.random }: { running: boolean; random?: RandomSource },
): Loops {
  let isRunning = running;
  let stopped = false;
  let nextId = 0;
  const animations: (Animation | null)[] = elements.map(() => null);

  const play = (slot: number, first: boolean) => {
    const element = elements[slot];
    if (!element || stopped) return;
    const sparkle = createSparkle(nextId++, random);
    const { keyframes, timing } = twinkleAnimation(sparkle);
    const animation = element.animate(keyframes, {
      ...timing,
      // Only the first sparkle waits, so the slots do not all light up at once.
      delay: first ? sparkle.delayMs : 0,
      fill: 'both',
    });
    if (element instanceof HTMLElement || element instanceof SVGElement) element.dataset.sparkle = String(sparkle.id);
    animation.onfinish = () => play(slot, false);
    if (!isRunning) animation.pause();
    animations[slot] = animation;
  };

  elements.forEach((_, slot) => play(slot, true));

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
