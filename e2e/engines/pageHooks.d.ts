// What the engines suite puts on a page's window (e2e/engines/probe.js, scenarios.mjs).
export {};

declare global {
  interface Window {
    /** The probe installed once; a marker that survives only a same-page navigation. */
    __enginesProbe?: boolean;
    __samePage?: boolean;
  }
}
