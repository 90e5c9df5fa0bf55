/** When a server-rendered part of the page is hydrated (see ui/Island.tsx). */

/** 'interaction' hydrates before the first tap is dispatched; 'after-interaction' after it, when idle. */
export type HydrationTrigger = 'visible' | 'idle' | 'interaction' | 'after-interaction';

/** Empty: static, its server HTML never hydrated. */
export type HydrationSchedule = readonly HydrationTrigger[];

/** A client render still renders it. */
export const STATIC: HydrationSchedule = [];

/** For a part whose server HTML takes the first tap itself (links, a platform popover). */
export const ON_INTERACTION: HydrationSchedule = ['after-interaction'];

/** All but pointerover are discrete in React: hydrated synchronously before dispatch; a hover is replayed after. */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click', 'pointerover'] as const;

/** A platform popover's events, kept from React's root as well by an after-interaction island. */
export const POPOVER_EVENTS = ['beforetoggle', 'toggle'] as const;

/** Idle work starts at the latest this long after it is asked for: an idle part's hydration, the field data's measuring. */
export const IDLE_TIMEOUT_MS = 2000;

export interface HydrationContext {
  hydrating: boolean;
  hasServerHtml: boolean;
  /** Every part now (unit tests of a whole section's hydration). */
  forceAll?: boolean;
  canObserveVisibility: boolean;
}

export type HydrationPlan =
  | { now: true }
  | { now: false; watch: { visible: boolean; idle: boolean; interaction: boolean; afterInteraction: boolean } };

export function hydrationPlan(schedule: HydrationSchedule, context: HydrationContext): HydrationPlan {
  if (!context.hydrating || !context.hasServerHtml || context.forceAll) return { now: true };
  const wants = (trigger: HydrationTrigger) => schedule.includes(trigger);
  // Without IntersectionObserver, a part that waits to be seen waits for idle.
  const visible = wants('visible') && context.canObserveVisibility;
  const idle = wants('idle') || (wants('visible') && !context.canObserveVisibility);
  const interaction = wants('interaction');
  // Hydrating before the event covers after it too.
  const afterInteraction = wants('after-interaction') && !interaction;
  return { now: false, watch: { visible, idle, interaction, afterInteraction } };
}
