import type { RandomSource } from './sparkles';

/** Spec 9: ten meteors. */
export const METEOR_COUNT = 10;

/** Meteors at random positions with staggered falls; `left` and `top` are percents of the hero's box. */
export function createMeteors(count = METEOR_COUNT, random: RandomSource = Math.random) {
  return Array.from({ length: count }, () => ({
    left: Math.round(random() * 1000) / 10,
    top: Math.round(random() * 400) / 10,
    delayS: Math.round((0.2 + random() * 6) * 100) / 100,
    durationS: Math.round((4 + random() * 6) * 100) / 100,
  }));
}
