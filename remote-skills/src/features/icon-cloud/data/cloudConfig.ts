/** The icon cloud's constants (spec section 9). Speeds are radians per 60 Hz frame. */
export const CLOUD_CONFIG = {
  /** Logical drawing size; the canvas is scaled to its box and the screen's pixel ratio. */
  canvasSize: 1000,
  iconSize: 42,
  imageScale: 2,
  /** 0 is flat, 1 is the strongest perspective. */
  depth: 1,
  /** With reverse on, the front of the cloud turns towards the pointer. */
  reverse: true,
  wheelZoom: false,
  /** Self-spin direction as fractions of the max speed: [yaw, pitch]. */
  initialSpin: [0.1, -0.1] as const,
  clickToFrontMs: 500,
  outlineColour: '#000',
  maxSpeed: 0.04,
  minSpeed: 0.02,
  touch: { dragControl: true, maxSpeed: 0.01 },
  pointer: { dragControl: false, maxSpeed: 0.05 },
  tooltipDelayMs: 0,
  /** Share of the cloud that must be on screen for it to run. */
  visibilityThreshold: 0.1,
} as const;

export interface MotionSettings {
  /** Whether dragging (rather than the pointer's position) steers the cloud. */
  dragControl: boolean;
  maxSpeed: number;
  minSpeed: number;
  /** Whether the cloud turns by itself when nobody touches it. */
  selfSpin: boolean;
}

/**
 * The device's settings: the touch/pointer values override the base max speed, as the
 * spec's option merge does. Reduced motion turns self-spin and pointer steering off;
 * drag and click still work.
 */
export function motionSettings({ touch, reducedMotion }: { touch: boolean; reducedMotion: boolean }): MotionSettings {
  const device = touch ? CLOUD_CONFIG.touch : CLOUD_CONFIG.pointer;
  const maxSpeed = device.maxSpeed;
  return {
    dragControl: device.dragControl || reducedMotion,
    maxSpeed,
    minSpeed: reducedMotion ? 0 : Math.min(CLOUD_CONFIG.minSpeed, maxSpeed),
    selfSpin: !reducedMotion,
  };
}
