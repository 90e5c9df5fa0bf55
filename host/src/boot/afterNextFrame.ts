/**
 * Runs `callback` in a task just after the next frame, so what asked for it (a tap) is answered by a paint
 * first (what Event Timing and INP measure); at once where no frame comes (a hidden page).
 */
export function afterNextFrame(callback: () => void): void {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') callback();
  else requestAnimationFrame(() => setTimeout(callback, 0));
}
