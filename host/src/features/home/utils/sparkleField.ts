import { type Loops, playback } from './loops';
import { createSparkle, type RandomSource, twinkleAnimation } from './sparkles';

/**
 * Plays the sparkle lifecycle on the elements, one slot each: a slot plays one sparkle's life as one
 * animation and starts the next when it ends, so the main thread wakes once per sparkle.
 */
export function startSparkleField(
  elements: readonly (HTMLElement | SVGElement)[],
  random: RandomSource = Math.random,
): Loops {
  let nextId = 0;
  const animations: Animation[] = [];
  const field = playback(animations);

  const play = (element: HTMLElement | SVGElement, slot: number, first: boolean) => {
    const sparkle = createSparkle(nextId++, random);
    const { keyframes, timing } = twinkleAnimation(sparkle);
    const animation = element.animate(keyframes, {
      ...timing,
      // Only the first sparkle waits, so the slots do not all light up at once.
      delay: first ? sparkle.delayMs : 0,
      fill: 'both',
    });
    element.dataset.sparkle = String(sparkle.id);
    animation.onfinish = () => play(element, slot, false);
    if (!field.running()) animation.pause();
    animations[slot] = animation;
  };

  elements.forEach((element, slot) => play(element, slot, true));
  return field;
}
