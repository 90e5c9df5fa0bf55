/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs` when given), or after 200 ms where there is no such API (Safari before 18).
 * Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}
