import { describe, expect, it } from 'vitest';
import { hydratesOn, hydrationPlan, ON_INTERACTION, STATIC, staysServerHtml, type HydrationContext } from './schedule';

const hydrating: HydrationContext = { hydrating: true, hasServerHtml: true, canObserveVisibility: true };

describe('hydrationPlan', () => {
  it('renders at once on a client render (no server HTML to keep)', () => {
    expect(hydrationPlan(STATIC, { ...hydrating, hydrating: false })).toEqual({ now: true });
    expect(hydrationPlan(['visible'], { ...hydrating, hydrating: false })).toEqual({ now: true });
  });

  it('renders at once when the part is missing from the server HTML, or every part is forced', () => {
    expect(hydrationPlan(['idle'], { ...hydrating, hasServerHtml: false })).toEqual({ now: true });
    expect(hydrationPlan(STATIC, { ...hydrating, forceAll: true })).toEqual({ now: true });
  });

  it('keeps a static part as server HTML for good', () => {
    const plan = hydrationPlan(STATIC, hydrating);
    expect(staysServerHtml(plan)).toBe(true);
    for (const signal of ['visible', 'idle', 'interaction', 'after-interaction'] as const)
      expect(hydratesOn(plan, signal)).toBe(false);
  });

  it('hydrates on the first of its own triggers only', () => {
    const plan = hydrationPlan(['idle', 'interaction'], hydrating);
    expect(staysServerHtml(plan)).toBe(false);
    expect(hydratesOn(plan, 'idle')).toBe(true);
    expect(hydratesOn(plan, 'interaction')).toBe(true);
    expect(hydratesOn(plan, 'visible')).toBe(false);
  });

  it('waits for idle instead of visibility where the browser cannot observe it', () => {
    const plan = hydrationPlan(['visible'], { ...hydrating, canObserveVisibility: false });
    expect(hydratesOn(plan, 'visible')).toBe(false);
    expect(hydratesOn(plan, 'idle')).toBe(true);
    expect(staysServerHtml(plan)).toBe(false);
  });

  it('waits for visibility where it can', () => {
    const plan = hydrationPlan(['visible', 'interaction'], hydrating);
    expect(hydratesOn(plan, 'visible')).toBe(true);
    expect(hydratesOn(plan, 'idle')).toBe(false);
  });

  it('hydrates a part whose server HTML works on its own after the interaction, not before it', () => {
    const plan = hydrationPlan(ON_INTERACTION, hydrating);
    expect(hydratesOn(plan, 'after-interaction')).toBe(true);
    expect(hydratesOn(plan, 'interaction')).toBe(false);
    expect(hydratesOn(plan, 'idle')).toBe(false);
    expect(staysServerHtml(plan)).toBe(false);
  });

  it('hydrates before the event when a part asks for both (the stronger covers the other)', () => {
    const plan = hydrationPlan(['interaction', 'after-interaction'], hydrating);
    expect(hydratesOn(plan, 'interaction')).toBe(true);
    expect(hydratesOn(plan, 'after-interaction')).toBe(false);
  });
});
