import { describe, expect, it } from 'vitest';
import { CURTAIN_REACH_PX, curtainReach } from './curtain';

describe("the curtain at the stack's end", () => {
  it('reaches further than a card title is tall (36 px from sm)', () => {
    expect(CURTAIN_REACH_PX).toBeGreaterThan(36);
  });

  it('stays short while the stack is on screen, and follows the cards up past its end', () => {
    expect(curtainReach(-500)).toBe(0); // still stacking
    expect(curtainReach(0)).toBe(0); // the last card has just landed
    expect(curtainReach(CURTAIN_REACH_PX / 4)).toBe(0.25);
    expect(curtainReach(CURTAIN_REACH_PX)).toBe(1);
    expect(curtainReach(CURTAIN_REACH_PX * 10)).toBe(1);
    expect(curtainReach(50, 100)).toBe(0.5);
  });

  it('rejects an empty reach', () => {
    expect(() => curtainReach(10, 0)).toThrow(RangeError);
  });
});
