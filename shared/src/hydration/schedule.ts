/**
 * When a server-rendered part of the page is hydrated (see ui/Island.tsx). Static content is
 * never hydrated: its server HTML is already right, so it costs no React work on load. An
 * interactive part names the signals it waits for; the first one that arrives hydrates it.
 */

/**
 * What hydrates a part: it scrolled into view, the browser went idle, or the visitor reached for
 * it: 'interaction' hydrates it before that first tap or key press is dispatched (the part's own
 * handlers take it); 'after-interaction' lets the server HTML take it (a link, a platform popover)
 * and hydrates once the browser is next idle, so the tap never waits for React.
 */
export type HydrationTrigger = 'visible' | 'idle' | 'interaction' | 'after-interaction';

/** The triggers a part waits for; empty: static, never hydrated (its server HTML stays as it is). */
export type HydrationSchedule = readonly HydrationTrigger[];

/** A static part: never hydrated. A client-side render still renders it (there is no server HTML then). */
export const STATIC: HydrationSchedule = [];

/**
 * A part whose server HTML already takes the first tap itself (links, a platform popover):
 * hydrated only after the visitor reaches for it, so it costs nothing on load, and the tap or key
 * press that woke it is handled by the browser at once instead of waiting for a synchronous
 * hydration (≈ 20 ms of React work on a phone, inside the event).
 */
export const ON_INTERACTION: HydrationSchedule = ['after-interaction'];

/**
 * Events that count as the visitor reaching for a part. All but pointerover are "discrete" in
 * React: a part opened by one of them is hydrated synchronously before React dispatches the
 * event, so the tap or key press that woke it is handled by the part itself. A pointerover
 * (a hover) is queued by React and replayed once the part has hydrated.
 */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click', 'pointerover'] as const;

/**
 * The events of a platform popover that a tap opens or closes: such an island keeps them from React's
 * root as well. The root listens to them, and looked for the header not hydrated yet inside the menu
 * tap's task (≈ 2 ms at 4x CPU).
 */
export const POPOVER_EVENTS = ['beforetoggle', 'toggle'] as const;

/** An idle part is hydrated at the latest this long after it was first rendered, even on a busy page. */
export const IDLE_TIMEOUT_MS = 2000;

export interface HydrationContext {
  /** React is hydrating server HTML; false for a client render, which has no server HTML to keep. */
  hydrating: boolean;
  /** Whether the page found the part's server HTML (a part missing from it renders at once). */
  hasServerHtml: boolean;
  /** Every part now (unit tests that check a whole section's hydration). */
  forceAll?: boolean;
  /** The browser can tell when an element is visible (IntersectionObserver). */
  canObserveVisibility: boolean;
}

export type HydrationPlan =
  | { now: true }
  | { now: false; watch: { visible: boolean; idle: boolean; interaction: boolean; afterInteraction: boolean } };

/** What a part waits for before it is hydrated, or that it is rendered at once. */
export function hydrationPlan(schedule: HydrationSchedule, context: HydrationContext): HydrationPlan {
  if (!context.hydrating || !context.hasServerHtml || context.forceAll) return { now: true };
  const wants = (trigger: HydrationTrigger) => schedule.includes(trigger);
  // Without IntersectionObserver a part that waits to be seen waits for idle instead (never for nothing).
  const visible = wants('visible') && context.canObserveVisibility;
  const idle = wants('idle') || (wants('visible') && !context.canObserveVisibility);
  const interaction = wants('interaction');
  // Hydrating before the event covers after it too: one listener, the stronger of the two.
  const afterInteraction = wants('after-interaction') && !interaction;
  return { now: false, watch: { visible, idle, interaction, afterInteraction } };
}

/** Whether an observed signal hydrates the part (the first of its triggers to arrive does). */
export function hydratesOn(plan: HydrationPlan, signal: HydrationTrigger): boolean {
  if (plan.now) return true;
  return signal === 'after-interaction' ? plan.watch.afterInteraction : plan.watch[signal];
}

/** Whether a part waits for nothing at all: static, its server HTML kept for good. */
export function staysServerHtml(plan: HydrationPlan): boolean {
  return !plan.now && !Object.values(plan.watch).some(Boolean);
}
