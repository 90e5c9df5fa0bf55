/**
 * The spec's sparkle lifecycle (sections 4 and 9) as plain functions: each sparkle gets
 * a lifespan of 5 to 15 units, loses 0.1 unit every 100 ms and is regenerated when spent.
 * The page does not tick this in React: `lifetimeMs` turns a lifespan into the length of
 * a Web Animation, and the animation's end regenerates the sparkle (see sparkleField.ts).
 */
export const SPARKLE_COUNT = 10;
export const SPARKLE_MIN_LIFESPAN = 5;
export const SPARKLE_MAX_LIFESPAN = 15;
export const SPARKLE_TICK_MS = 100;
export const SPARKLE_DECAY_PER_TICK = 0.1;
/** About how long one twinkle (appear, shine, vanish) takes. */
export const SPARKLE_TWINKLE_MS = 1600;
/** Sparkles start after a random wait of up to this, so they do not pop in together. */
export const SPARKLE_MAX_DELAY_MS = 2000;

export type SparkleTone = 'first' | 'second';

export interface Sparkle {
  id: number;
  /** Position inside the text box, in percent of its width and height. */
  x: number;
  y: number;
  /** Remaining life in spec units. */
  lifespan: number;
  /** Peak size, relative to the star's base size. */
  scale: number;
  delayMs: number;
  tone: SparkleTone;
}

export type RandomSource = () => number;

function between(random: RandomSource, min: number, max: number): number {
  return min + random() * (max - min);
}

/** Rounded to 6 decimals so repeated 0.1 steps do not drift (0.30000000000000004). */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function createSparkle(id: number, random: RandomSource = Math.random): Sparkle {
  return {
    id,
    x: tidy(between(random, 0, 100)),
    y: tidy(between(random, 0, 100)),
    lifespan: tidy(between(random, SPARKLE_MIN_LIFESPAN, SPARKLE_MAX_LIFESPAN)),
    scale: tidy(between(random, 0.4, 1.2)),
    delayMs: Math.round(between(random, 0, SPARKLE_MAX_DELAY_MS)),
    tone: random() < 0.5 ? 'first' : 'second',
  };
}

export function createSparkles(count = SPARKLE_COUNT, random: RandomSource = Math.random): Sparkle[] {
  return Array.from({ length: count }, (_, id) => createSparkle(id, random));
}

export function isSpent(sparkle: Sparkle): boolean {
  return sparkle.lifespan <= 0;
}

/**
 * One 100 ms tick: the sparkle loses 0.1 unit; a spent sparkle is replaced by a new one
 * (id `nextId`, new position and lifespan).
 */
export function tickSparkle(sparkle: Sparkle, nextId: number, random: RandomSource = Math.random): Sparkle {
  const aged = { ...sparkle, lifespan: tidy(sparkle.lifespan - SPARKLE_DECAY_PER_TICK) };
  return isSpent(aged) ? createSparkle(nextId, random) : aged;
}

/** How many ticks a sparkle lasts before it is spent. */
export function ticksUntilSpent(lifespan: number): number {
  return Math.max(1, Math.ceil(tidy(lifespan / SPARKLE_DECAY_PER_TICK)));
}

/** The same lifespan in milliseconds: 5 units last 5 s, 15 units 15 s. */
export function lifetimeMs(lifespan: number): number {
  return ticksUntilSpent(lifespan) * SPARKLE_TICK_MS;
}

/**
 * How a lifetime is played as whole twinkles: the number of iterations and the length of
 * each, so the sparkle ends invisible exactly when its lifespan runs out.
 */
export function twinklePlan(lifespan: number): { iterations: number; cycleMs: number } {
  const total = lifetimeMs(lifespan);
  const iterations = Math.max(1, Math.round(total / SPARKLE_TWINKLE_MS));
  return { iterations, cycleMs: total / iterations };
}
