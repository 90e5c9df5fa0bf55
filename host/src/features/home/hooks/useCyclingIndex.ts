import { useEffect, useState } from 'react';

/** An index that steps through `length` items every `intervalMs`; while not `running` it holds, with no timer. */
export function useCyclingIndex(length: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, running]);

  return index;
}
