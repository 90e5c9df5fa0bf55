import { useEffect, useEffectEvent, useRef } from 'react';
import { type LoopSpec, type Loops, startLoops } from '../utils/loops';

/** Plays the loops `plan()` describes while `enabled`, paused while not `running`; re-planned when `planKey` changes. */
export function useLoops(
  plan: () => LoopSpec[],
  { enabled, running }: { enabled: boolean; running: boolean },
  planKey: unknown = null,
) {
  const loopsRef = useRef<Loops | null>(null);
  // Reads the latest plan and running state without restarting the loops on every render.
  const start = useEffectEvent(() => startLoops(plan(), running));

  useEffect(() => {
    if (!enabled) return;
    const loops = start();
    loopsRef.current = loops;
    return () => {
      loops.stop();
      loopsRef.current = null;
    };
  }, [enabled, planKey]);

  useEffect(() => {
    loopsRef.current?.setRunning(running);
  }, [running]);
}
