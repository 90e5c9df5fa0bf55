/** How long a press may hold back idle work, at most (a key held down, a long press). */
export const PRESS_HOLD_MAX_MS = 1000;
/** How long a lifted finger or button may wait for its click (the browser recognises the tap first). */
export const CLICK_AFTER_RELEASE_MS = 300;

const PRESS_STARTS = ['pointerdown', 'keydown'] as const;
const PRESS_ENDS = ['click', 'pointercancel', 'keyup', 'dragstart', 'contextmenu'] as const;

export interface PressWatch {
  underway(): boolean;
  /** Calls `listener` once the press ends; returns a function that forgets it. */
  onEnd(listener: () => void): () => void;
}

/** Follows presses (capture, passive) until their click, cancel, key up, a lift with no click, or PRESS_HOLD_MAX_MS. */
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
        // A repeating key keeps its press; one whose end never came (focus left the page) is replaced.
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
      const cap = setTimeout(() => waiting.delete(listener) && listener(), PRESS_HOLD_MAX_MS);
      return () => {
        clearTimeout(cap);
        waiting.delete(listener);
      };
    },
  };
}

/** One watch, from the start, shared by the host and every remote (each bundles its own copy of this module). */
const PAGE_PRESSES = Symbol.for('portfolio.pagePresses');
const pagePresses: PressWatch | undefined =
  typeof window === 'undefined'
    ? undefined
    : ((window as unknown as Record<symbol, PressWatch>)[PAGE_PRESSES] ??= watchPresses(window));

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
