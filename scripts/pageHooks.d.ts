// What the tools put on a page's window to measure or watch it (the ones not optional are set before
// they are read); the page code is in the .mjs that installs it.
export {};

declare global {
  interface Window {
    /** scripts/bench.mjs (pages): makes the page report itself hidden or visible. */
    __setHidden?: (hidden: boolean) => void;
    /** scripts/bench.mjs (pages): animation frames counted in the page. */
    __frames: number;
    __framesRun?: number;
    /** scripts/bench/interaction.mjs: the event timings and targets the probe saw, and its flush. */
    __probeEvents?: unknown[];
    __probeTargets: Record<string, unknown>[];
    __probeFlush?: () => void;
    /** The theme probe: when the tap happened, and the frames that showed and drew the page in the new theme. */
    __probeRecolour?: { at: number; shownAt: number | null; drawnAt: number | null };
    /** The field probe: settles true once a text field has focus (false after 5 s without). */
    __probeFieldFocused?: Promise<boolean>;
  }
}
