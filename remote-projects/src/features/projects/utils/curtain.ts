/**
 * The curtain under the floating header (ProjectsSection.tsx, projects.css): a strip of page colour
 * over the stack, solid around the header pill and fading out below it. At rest its fade is short,
 * ending where the first card sits, so it covers no card in its stacked place; past the stack's
 * end, as the cards move up towards the header, the fade reaches CURTAIN_REACH_PX further down:
 * what passes under the header dissolves over more than a card title's height instead of being cut
 * along a line.
 */

/** How much further down the curtain's fade reaches once the stack has moved up as far, in px. */
export const CURTAIN_REACH_PX = 64;

/**
 * How far the curtain's fade has reached, 0 to 1, `scrolledPast` px past the stack's end (the
 * list's end at the window's bottom): it follows the cards up, fully out once they have moved
 * CURTAIN_REACH_PX. The script path's twin of projects.css's `exit 0% exit var(--curtain-reach)`.
 */
export function curtainReach(scrolledPast: number, reachPx: number = CURTAIN_REACH_PX): number {
  if (!(reachPx > 0)) throw new RangeError(`reach must be positive, got ${reachPx}`);
  return Math.min(1, Math.max(0, scrolledPast / reachPx));
}
