/** How long after a press began idle work may wait for its end, at most (a key held down, a long press). */
export const PRESS_HOLD_MAX_MS = 1000;
/** After a finger or button is lifted, how long its click may take to come (the browser recognises the tap first). */
export const CLICK_AFTER_RELEASE_MS = 300;

const PRESS_STARTS = ['pointerdown', 'keydown'] as const;
const PRESS_ENDS = ['click', 'pointercancel', 'keyup', 'dragstart', 'contextmenu'] as const;

export interface PressWatch {
  /** Whether a press (a finger, a button or a key down, until its click) is under way now. */
  underway(): boolean;
  /** Calls `listener` once, when the press under way ends; returns a function that forgets it. */
  onEnd(listener: () => void): () => void;
}

/**
 * Follows the presses that reach `target` (capture, passive: it never changes what they do). A
 * press runs from a finger, button or key going down to the click it makes, or its cancel or
 * key up, or `CLICK_AFTER_RELEASE_MS` after it was lifted with no click (a drag), and never counts
 * for longer than `PRESS_HOLD_MAX_MS`.
 */
export function watchPresses(target: EventTarget, now: () => number = () => performance.now()): PressWatch {
  let startedAt: number | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  const waiting = new Set<() => void>();
  const end = () => {
    clearTimeout(releaseTimer);
    if (startedAt === null) return;
    startedAt = null;
    const listeners = [...waiting];
    waiting.clear();
    for (const listener of listeners) listener();
  };
  const options = { capture: true, passive: true };
  for (const type of PRESS_STARTS)
    target.addEventListener(
      type,
      () => {
        clearTimeout(releaseTimer);
        // A key repeating keeps its press; one whose end never came (focus left the page) is replaced.
        if (startedAt === null || now() - startedAt >= PRESS_HOLD_MAX_MS) startedAt = now();
      },
      options,
    );
  for (const type of PRESS_ENDS) target.addEventListener(type, end, options);
  target.addEventListener(
    'pointerup',
    () => {
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(end, CLICK_AFTER_RELEASE_MS);
    },
    options,
  );
  const underway = () => startedAt !== null && now() - startedAt < PRESS_HOLD_MAX_MS;
  return {
    underway,
    onEnd(listener) {
      waiting.add(listener);
      // A press held too long stops holding anything back.
      const cap = setTimeout(() => waiting.delete(listener) && listener(), PRESS_HOLD_MAX_MS);
      return () => {
        clearTimeout(cap);
        waiting.delete(listener);
      };
    },
  };
}

/**
 * The page's presses, followed from the start (a press that begins before any idle work is asked
 * for counts too), by one watch shared by the host and every remote: each bundles its own copy of
 * this module.
 */
const PAGE_PRESSES = Symbol.for('portfolio.pagePresses');
const pagePresses: PressWatch | undefined =
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<symbol, PressWatch>)[PAGE_PRESSES] ??= watchPresses(window));

/** The browser's next idle period (at the latest after `timeoutMs`), or 200 ms where it cannot tell (Safari before 18). */
function requestIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs` when given), or after 200 ms where there is no such API (Safari before 18), and
 * never in the middle of a tap or key press: between a finger going down and its click the main
 * thread is often idle, and work started there (a hydration, a module's evaluation) made the
 * rest of the tap wait for it: ≈ 15 ms of React hydrating the header before the menu opened, at
 * 4x CPU (docs/decisions/0013). Such work waits for the press to end, then for the next idle
 * period (after the tap's frame). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  let cancel = () => {};
  const attempt = () => {
    if (pagePresses?.underway()) cancel = pagePresses.onEnd(() => (cancel = requestIdle(attempt, timeoutMs)));
    else callback();
  };
  cancel = requestIdle(attempt, timeoutMs);
  return () => cancel();
}
