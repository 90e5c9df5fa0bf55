/**
 * Frames for the cloud's loop: the host's animation frame, or a timer if that frame is late.
 *
 * Firefox ESR 140 sometimes fires a worker's first `requestAnimationFrame` about 10.8 s after the
 * worker took the canvas (docs/decisions/0012). A frame that has not come within `fallbackMs`
 * runs from a timer instead, so the loop keeps going (a little less smoothly) while the
 * browser's frames stall; whichever comes first runs the callback, once.
 */
export interface FrameSource {
  requestAnimationFrame?: ((callback: (time: number) => void) => number) | undefined;
  cancelAnimationFrame?: ((id: number) => void) | undefined;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

export interface FrameScheduler {
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(id: number): void;
}

/** Long enough that a working animation frame (even at 30 Hz) always comes first. */
const FRAME_FALLBACK_MS = 100;

export function createFrameScheduler(source: FrameSource, fallbackMs = FRAME_FALLBACK_MS): FrameScheduler {
  const pending = new Map<number, { frame: number | null; timer: unknown }>();
  let nextId = 1;

  function settle(id: number) {
    const entry = pending.get(id);
    if (!entry) return false;
    pending.delete(id);
    if (entry.frame !== null) source.cancelAnimationFrame?.(entry.frame);
    source.clearTimeout(entry.timer);
    return true;
  }

  return {
    requestFrame(callback) {
      const id = nextId++;
      const timer = source.setTimeout(() => {
        if (settle(id)) callback(source.now());
      }, fallbackMs);
      const frame = source.requestAnimationFrame
        ? source.requestAnimationFrame((time) => {
            if (settle(id)) callback(time);
          })
        : null;
      pending.set(id, { frame, timer });
      return id;
    },
    cancelFrame(id) {
      settle(id);
    },
  };
}
