import { describe, expect, it } from 'vitest';
import { hydrationPlan, ON_INTERACTION, STATIC, type HydrationContext } from './schedule';

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

  const watching = (watch: Partial<Record<'visible' | 'idle' | 'interaction' | 'afterInteraction', boolean>>) => ({
    now: false,
    watch: { visible: false, idle: false, interaction: false, afterInteraction: false, ...watch },
  });

  it('keeps a static part as server HTML for good: it watches for nothing', () => {
    expect(hydrationPlan(STATIC, hydrating)).toEqual(watching({}));
  });

  it('hydrates on the first of its own triggers only', () => {
    expect(hydrationPlan(['idle', 'interaction'], hydrating)).toEqual(watching({ idle: true, interaction: true }));
  });

  it('waits for idle instead of visibility where the browser cannot observe it', () => {
    expect(hydrationPlan(['visible'], { ...hydrating, canObserveVisibility: false })).toEqual(watching({ idle: true }));
  });

  it('waits for visibility where it can', () => {
    expect(hydrationPlan(['visible', 'interaction'], hydrating)).toEqual(
      watching({ visible: true, interaction: true }),
    );
  });

  it('hydrates a part whose server HTML works on its own after the interaction, not before it', () => {
    expect(hydrationPlan(ON_INTERACTION, hydrating)).toEqual(watching({ afterInteraction: true }));
  });

  it('hydrates before the event when a part asks for both (the stronger covers the other)', () => {
    expect(hydrationPlan(['interaction', 'after-interaction'], hydrating)).toEqual(watching({ interaction: true }));
  });
});
