/** The spec's sparkle lifecycle (sections 4 and 9), each sparkle's life one Web Animation: nothing ticks in React. */
export const SPARKLE_COUNT = 10;
export const SPARKLE_MIN_LIFESPAN = 5;
export const SPARKLE_MAX_LIFESPAN = 15;
export const SPARKLE_TICK_MS = 100;
const SPARKLE_DECAY_PER_TICK = 0.1;
/** About how long one twinkle (appear, shine, vanish) takes. */
const SPARKLE_TWINKLE_MS = 1600;
/** Sparkles start after a random wait of up to this, so they do not pop in together. */
const SPARKLE_MAX_DELAY_MS = 2000;

export type RandomSource = () => number;

function between(random: RandomSource, min: number, max: number): number {
  return min + random() * (max - min);
}

/** Rounded to 6 decimals so repeated 0.1 steps do not drift (0.30000000000000004). */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A sparkle: where it sits in the text box (percent of its width and height), its life in spec units, its peak size. */
export function createSparkle(id: number, random: RandomSource = Math.random) {
  return {
    id,
    x: tidy(between(random, 0, 100)),
    y: tidy(between(random, 0, 100)),
    lifespan: tidy(between(random, SPARKLE_MIN_LIFESPAN, SPARKLE_MAX_LIFESPAN)),
    scale: tidy(between(random, 0.4, 1.2)),
    delayMs: Math.round(between(random, 0, SPARKLE_MAX_DELAY_MS)),
  };
}

/** The 100 ms ticks until 0.1 unit each spends the lifespan (at least one), in ms. */
export function lifetimeMs(lifespan: number): number {
  return Math.max(1, Math.ceil(tidy(lifespan / SPARKLE_DECAY_PER_TICK))) * SPARKLE_TICK_MS;
}

/**
 * One sparkle's life as one Web Animation: a twinkle repeated a whole number of times, so it ends invisible as its
 * lifespan runs out. Three keyframes whatever the lifespan: creation cost grows with them, and the hero makes ten.
 */
export function twinkleAnimation(sparkle: ReturnType<typeof createSparkle>) {
  const total = lifetimeMs(sparkle.lifespan);
  const iterations = Math.max(1, Math.round(total / SPARKLE_TWINKLE_MS));
  // The star's element covers the whole text box and turns around its top-left corner,
  // so a percentage translate is a position inside the text.
  const transform = (scale: number, degrees: number) =>
    `translate(${sparkle.x}%, ${sparkle.y}%) scale(${scale}) rotate(${degrees}deg)`;
  return {
    keyframes: [
      { opacity: 0, transform: transform(0, 75), easing: 'ease-in-out' },
      { opacity: 1, transform: transform(sparkle.scale, 120), easing: 'ease-in-out' },
      { opacity: 0, transform: transform(0, 150) },
    ],
    timing: { duration: total / iterations, iterations },
  };
}
