import { type DependencyList, useEffect, useRef } from 'react';
import { type LoopSpec, type Loops, startLoops } from '../utils/loops';

/**
 * Plays the loops `plan()` describes while `enabled`, paused whenever `running` is false.
 * `plan` is called again when `deps` change.
 */
export function useLoops(
  plan: () => LoopSpec[],
  { enabled, running }: { enabled: boolean; running: boolean },
  deps: DependencyList,
) {
  const loopsRef = useRef<Loops | null>(null);
  const runningRef = useRef(running);
  runningRef.current = running;

  useEffect(() => {
    if (!enabled) return;
    const loops = startLoops(plan(), runningRef.current);
    loopsRef.current = loops;
    return () => {
      loops.stop();
      loopsRef.current = null;
    };
    // `plan` is rebuilt every render; `deps` say when its result changes.
  }, [enabled, ...deps]);

  useEffect(() => {
    loopsRef.current?.setRunning(running);
  }, [running]);
}
