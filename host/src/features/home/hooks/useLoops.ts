import { useEffect, useEffectEvent, useRef } from 'react';
import type { Loops } from '../utils/loops';

/** Plays what `start` starts while `enabled`, paused while not `running`; restarted when `planKey` changes. */
export function useLoops(
  start: (running: boolean) => Loops,
  { enabled, running }: { enabled: boolean; running: boolean },
  planKey: unknown = null,
) {
  const loopsRef = useRef<Loops | null>(null);
  // Reads the latest plan and running state without restarting the loops on every render.
  const startNow = useEffectEvent(() => start(running));

  useEffect(() => {
    if (!enabled) return;
    const loops = startNow();
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
