/**
 * The sticky stack's geometry and scroll-driven scale, derived from the number of
 * cards so adding a project needs no other change (spec 4 and 9).
 *
 * Card i sticks once the section has scrolled i / (count - 1) of its way (each card
 * sits in a wrapper one viewport tall), so that is where its shrinking starts; it
 * shrinks until the section's end to 1 - SCALE_STEP x (cards after it). The spec's
 * "i x 0.25" is this rule for five cards; the last card never shrinks.
 */

/** How much each later card shrinks the ones below it. */
const SCALE_STEP = 0.05;
/** Each card sits this much lower than the one before it, so the stack shows its edges. */
export const CARD_OFFSET_PX = 25;

/** Share of the section's scroll progress between two cards sticking. */
export function rangeStep(count: number): number {
  assertValid(0, count);
  return count > 1 ? 1 / (count - 1) : 1;
}

/** Progress at which card `index` starts to shrink. */
export function scaleRangeStart(index: number, count: number): number {
  assertValid(index, count);
  return Math.min(1, round(index * rangeStep(count)));
}

/** The scale card `index` reaches at the end of the section. */
export function targetScale(index: number, count: number): number {
  assertValid(index, count);
  return round(1 - SCALE_STEP * (count - 1 - index));
}

export interface ScaleKeyframes {
  /** Scroll progress stops, for `useTransform`'s input range. */
  input: [number, number];
  /** Scales at those stops. */
  output: [number, number];
}

/**
 * Input and output ranges for card `index`. The last card's range would start at the
 * very end (an empty range), so it is given the whole section and a constant scale.
 */
export function scaleKeyframes(index: number, count: number): ScaleKeyframes {
  const start = scaleRangeStart(index, count);
  const target = targetScale(index, count);
  if (start >= 1) return { input: [0, 1], output: [1, 1] };
  return { input: [start, 1], output: [1, target] };
}

/** The scale card `index` has at scroll progress `progress` (0 to 1), clamped. */
export function scaleAt(index: number, count: number, progress: number): number {
  const { input, output } = scaleKeyframes(index, count);
  const share = Math.min(1, Math.max(0, (progress - input[0]) / (input[1] - input[0])));
  return round(output[0] + (output[1] - output[0]) * share);
}

/** Extra top offset of card `index` inside its sticky wrapper, in px. */
export function stackOffset(index: number): number {
  return index * CARD_OFFSET_PX;
}

function assertValid(index: number, count: number) {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`card count must be a positive integer, got ${count}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`card index must be an integer in [0, ${count - 1}], got ${index}`);
  }
}

/** Rounds away floating-point noise (1 - 0.05 x 3 = 0.8500000000000001). */
function round(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}
