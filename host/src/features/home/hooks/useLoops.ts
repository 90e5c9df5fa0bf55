import { useEffect, useEffectEvent, useRef } from 'react';
import { type LoopSpec, type Loops, startLoops } from '../utils/loops';

/** Plays what `start` starts (or lists) while `enabled`, paused while not `running`, restarted on a new `planKey`. */
export function useLoops(
  start: () => Loops | readonly LoopSpec[],
  { enabled, running }: { enabled: boolean; running: boolean },
  planKey: unknown = null,
) {
  const loopsRef = useRef<Loops | null>(null);
  // Reads the latest plan without restarting the loops on every render.
  const startNow = useEffectEvent(() => {
    const plan = start();
    return 'stop' in plan ? plan : startLoops(plan);
  });

  useEffect(() => {
    if (!enabled) return;
    const loops = startNow();
    loopsRef.current = loops;
    return () => {
      loops.stop();
      loopsRef.current = null;
    };
  }, [enabled, planKey]);

  // After every commit, so loops the effect above just started pause at once when not running.
  useEffect(() => loopsRef.current?.setRunning(running));
}
