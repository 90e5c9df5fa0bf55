import { FRONT, rotate, rotationBetween, multiply, slerp, type Quat, type Vec3 } from './sphere';

/** Angular velocity in radians per 60 Hz frame: yaw moves the front right, pitch moves it up. */
export interface Velocity {
  yaw: number;
  pitch: number;
}

/** Motion is counted in 60 Hz frames (TagCanvas' unit): how many fit in `ms`, whatever the screen's rate. */
export function framesIn(ms: number): number {
  return (ms * 60) / 1000;
}

/** The self-spin a cloud starts with: the initial direction scaled by the max speed. */
export function initialVelocity(initialSpin: readonly [number, number], maxSpeed: number, selfSpin: boolean): Velocity {
  return selfSpin ? { yaw: initialSpin[0] * maxSpeed, pitch: initialSpin[1] * maxSpeed } : { yaw: 0, pitch: 0 };
}

/**
 * Velocity from the pointer's place over the cloud (no drag control): the further from
 * the centre, the faster, up to the max speed. Offsets run -1..1 from the centre.
 * With reverse on the front turns towards the pointer, otherwise away from it.
 */
export function steerVelocity(offsetX: number, offsetY: number, maxSpeed: number, reverse: boolean): Velocity {
  const clamp = (value: number) => Math.max(-1, Math.min(1, value));
  const direction = reverse ? 1 : -1;
  return { yaw: direction * clamp(offsetX) * maxSpeed, pitch: -direction * clamp(offsetY) * maxSpeed };
}

/**
 * Slows a spin down to the min speed after the pointer leaves or a drag ends
 * (TagCanvas' deceleration): a spin already at or below it is kept as it is.
 */
export function decelerate(velocity: Velocity, minSpeed: number, frames: number, factor = 0.95): Velocity {
  const speed = Math.hypot(velocity.yaw, velocity.pitch);
  if (speed <= minSpeed) return velocity;
  const slowed = Math.max(speed * factor ** frames, minSpeed);
  if (slowed < 1e-5) return { yaw: 0, pitch: 0 };
  return { yaw: (velocity.yaw / speed) * slowed, pitch: (velocity.pitch / speed) * slowed };
}

/** Caps a velocity's speed (a fling after a drag). */
export function capSpeed(velocity: Velocity, maxSpeed: number): Velocity {
  const speed = Math.hypot(velocity.yaw, velocity.pitch);
  if (speed <= maxSpeed || speed === 0) return velocity;
  return { yaw: (velocity.yaw / speed) * maxSpeed, pitch: (velocity.pitch / speed) * maxSpeed };
}

/** Velocity of a drag: the front follows the pointer. Distances in logical pixels. */
export function dragAngles(dx: number, dy: number, radius: number): Velocity {
  return { yaw: dx / radius, pitch: -dy / radius };
}

/** Slow at both ends, fast in the middle. */
export function easeInOutCubic(t: number): number {
  const clamped = Math.max(0, Math.min(1, t));
  return clamped < 0.5 ? 4 * clamped ** 3 : 1 - (-2 * clamped + 2) ** 3 / 2;
}

/** A running "bring this icon to the front" turn. */
export interface FrontEase {
  from: Quat;
  to: Quat;
  startedAt: number;
  duration: number;
}

/** Starts turning the sphere so that the icon at `position` (unit sphere, unrotated) ends at the front. */
export function startFrontEase(orientation: Quat, position: Vec3, now: number, duration: number): FrontEase {
  const current = rotate(orientation, position);
  return { from: orientation, to: multiply(rotationBetween(current, FRONT), orientation), startedAt: now, duration };
}

/** The orientation `now` into an ease; `done` once the duration has passed (the icon is then at the front). */
export function frontEaseAt(ease: FrontEase, now: number): { orientation: Quat; done: boolean } {
  const progress = ease.duration <= 0 ? 1 : (now - ease.startedAt) / ease.duration;
  if (progress >= 1) return { orientation: ease.to, done: true };
  return { orientation: slerp(ease.from, ease.to, easeInOutCubic(progress)), done: false };
}
