import { type RandomSource, runKeyframes, SPARKLES_PER_RUN, sparkleRun } from './sparkles';

export interface SparkleField {
  /** Pauses (false) or resumes (true) every sparkle, lifecycle included. */
  setRunning(running: boolean): void;
  /** Cancels every animation; the field cannot be restarted. */
  stop(): void;
}

/**
 * Runs the sparkle lifecycle on the given elements (one per slot) with the Web
 * Animations API. Each slot plays a run of successive sparkles as a single animation;
 * when the run ends, a new run starts (new positions and lifespans). Paused animations
 * pause the lifecycle too, so an unseen hero costs nothing. React renders the elements
 * once; nothing here re-renders it.
 */
export function startSparkleField(
  elements: readonly Element[],
  {
    running,
    random = Math.random,
    runLength = SPARKLES_PER_RUN,
  }: { running: boolean; random?: RandomSource; runLength?: number },
): SparkleField {
  let isRunning = running;
  let stopped = false;
  let nextId = 0;
  const animations: (Animation | null)[] = elements.map(() => null);

  const playRun = (slot: number, first: boolean) => {
    const element = elements[slot];
    if (!element || stopped) return;
    const run = sparkleRun(nextId, random, runLength);
    nextId += run.length;
    const { keyframes, durationMs } = runKeyframes(run);
    const animation = element.animate(keyframes, {
      duration: durationMs,
      // Only the first run waits, so the slots do not all light up at once.
      delay: first ? run[0]!.delayMs : 0,
      fill: 'both',
    });
    if (element instanceof HTMLElement || element instanceof SVGElement)
      element.dataset.run = `${run[0]!.id}-${run.at(-1)!.id}`;
    animation.onfinish = () => playRun(slot, false);
    if (!isRunning) animation.pause();
    animations[slot] = animation;
  };

  elements.forEach((_, slot) => playRun(slot, true));

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
