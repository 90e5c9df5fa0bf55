import { useEffect, useState } from 'react';
import { nextIndex } from '../utils/cycle';

/**
 * An index that steps through `length` items every `intervalMs`, wrapping after the
 * last. While `running` is false it holds its place (and keeps no timer).
 */
export function useCyclingIndex(length: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || length < 2) return;
    const timer = setInterval(() => setIndex((current) => nextIndex(current, length)), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, running]);

  return index;
}
