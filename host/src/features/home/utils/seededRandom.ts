import type { RandomSource } from './sparkles';

/** A small repeatable generator (LCG): the same seed gives the same numbers in [0, 1). */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
