/** How long a press may hold back idle work, at most (held down, a finger lifted with no tap, a key up lost). */
export const PRESS_HOLD_MAX_MS = 1000;

const PRESS_STARTS = ['pointerdown', 'keydown'] as const;
const PRESS_ENDS = ['click', 'auxclick', 'pointercancel', 'keyup', 'dragstart', 'contextmenu'] as const;

/**
 * Follows presses (capture, passive). A press ends at its click, cancel, key up, drag or context menu; a
 * mouse or pen lifted with no click, in the task after the lift (the click is dispatched in the lift's own
 * task); at the latest PRESS_HOLD_MAX_MS after it began. A finger's lift waits for its tap's click, which a
 * browser may dispatch later (after its wait for a second tap), or for the bound.
 */
export function watchPresses(target: EventTarget) {
  let press = 0;
  let presses = 0;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const waiting = new Set<() => void>();
  const end = () => {
    if (press === 0) return;
    press = 0;
    clearTimeout(cap);
    const listeners = [...waiting];
    waiting.clear();
    for (const listener of listeners) listener();
  };
  const options = { capture: true, passive: true };
  for (const type of PRESS_STARTS)
    target.addEventListener(
      type,
      () => {
        // A repeating key or a second finger is part of the press under way.
        if (press !== 0) return;
        press = ++presses;
        cap = setTimeout(end, PRESS_HOLD_MAX_MS);
      },
      options,
    );
  for (const type of PRESS_ENDS) target.addEventListener(type, end, options);
  target.addEventListener(
    'pointerup',
    (event) => {
      const lifted = press;
      if (lifted === 0 || (event as PointerEvent).pointerType === 'touch') return;
      setTimeout(() => {
        if (press === lifted) end();
      }, 0);
    },
    options,
  );
  return {
    underway: () => press !== 0,
    /** While a press is under way: calls `listener` once it ends; returns a function that forgets it. */
    onEnd(listener: () => void): () => void {
      waiting.add(listener);
      return () => void waiting.delete(listener);
    },
  };
}

/** One watch, from the start, shared by the host and every remote (each bundles its own copy of this module). */
const PAGE_PRESSES = Symbol.for('portfolio.pagePresses');
const pagePresses =
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<symbol, ReturnType<typeof watchPresses>>)[PAGE_PRESSES] ??= watchPresses(window));

/** The next idle period, or 200 ms where there is no requestIdleCallback (Safari before 18). */
function requestIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/** Runs `callback` when next idle but never during a press, where it would delay the tap (decision 0013). */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  let cancel = () => {};
  const attempt = () => {
    if (pagePresses?.underway()) cancel = pagePresses.onEnd(() => (cancel = requestIdle(attempt, timeoutMs)));
    else callback();
  };
  cancel = requestIdle(attempt, timeoutMs);
  return () => cancel();
}
