import { describe, expect, it } from 'vitest';
import {
  capSpeed,
  decelerate,
  dragAngles,
  easeInOutCubic,
  framesIn,
  frontEaseAt,
  initialVelocity,
  startFrontEase,
  steerVelocity,
} from './motion';
import { FRONT, quatFromAxisAngle, rotate, spherePositions, type Vec3 } from './sphere';

const distanceToFront = (v: Vec3) => Math.hypot(v.x - FRONT.x, v.y - FRONT.y, v.z - FRONT.z);

describe('ease to front', () => {
  const positions = spherePositions(30);
  const orientation = quatFromAxisAngle({ x: 0.3, y: 1, z: -0.2 }, 2.1);

  it('brings every icon exactly to the front in 500 ms', () => {
    for (const position of positions) {
      const ease = startFrontEase(orientation, position, 1000, 500);
      const end = frontEaseAt(ease, 1500);
      expect(end.done).toBe(true);
      expect(distanceToFront(rotate(end.orientation, position))).toBeLessThan(1e-9);
    }
  });

  it('is still under way before 500 ms and gets nearer all the time', () => {
    const position = positions[7]!;
    const ease = startFrontEase(orientation, position, 0, 500);
    let previous = distanceToFront(rotate(orientation, position));
    expect(previous).toBeGreaterThan(0.1);
    for (let ms = 50; ms < 500; ms += 50) {
      const step = frontEaseAt(ease, ms);
      expect(step.done).toBe(false);
      const distance = distanceToFront(rotate(step.orientation, position));
      expect(distance).toBeLessThan(previous);
      previous = distance;
    }
    expect(previous).toBeGreaterThan(1e-6);
  });

  it('starts where the sphere was and stays at the front after the end', () => {
    const position = positions[3]!;
    const ease = startFrontEase(orientation, position, 0, 500);
    expect(frontEaseAt(ease, 0).orientation).toEqual(orientation);
    expect(distanceToFront(rotate(frontEaseAt(ease, 2000).orientation, position))).toBeLessThan(1e-9);
  });

  it('with no duration (reduced motion) is at the front at once', () => {
    const position = positions[20]!;
    const ease = startFrontEase(orientation, position, 0, 0);
    const now = frontEaseAt(ease, 0);
    expect(now.done).toBe(true);
    expect(distanceToFront(rotate(now.orientation, position))).toBeLessThan(1e-9);
  });

  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});

describe('speeds', () => {
  it('starts spinning along the initial direction at a fraction of the max speed, unless self-spin is off', () => {
    const spin = initialVelocity([0.1, -0.1], 0.05, true);
    expect(spin.yaw).toBeCloseTo(0.005, 12);
    expect(spin.pitch).toBeCloseTo(-0.005, 12);
    expect(initialVelocity([0.1, -0.1], 0.05, false)).toEqual({ yaw: 0, pitch: 0 });
  });

  it('steers towards the pointer with reverse on, away with it off, capped at the max speed', () => {
    expect(steerVelocity(1, 0, 0.05, true)).toEqual({ yaw: 0.05, pitch: -0 });
    expect(steerVelocity(0, 1, 0.05, true)).toEqual({ yaw: 0, pitch: -0.05 });
    expect(steerVelocity(1, 0, 0.05, false).yaw).toBe(-0.05);
    expect(steerVelocity(3, 0, 0.05, true).yaw).toBe(0.05);
    expect(steerVelocity(0, 0, 0.05, true)).toEqual({ yaw: 0, pitch: -0 });
  });

  it('decelerates a fast spin down to the min speed and no further', () => {
    let velocity = { yaw: 0.05, pitch: 0 };
    velocity = decelerate(velocity, 0.02, 1);
    expect(velocity.yaw).toBeCloseTo(0.0475, 10);
    velocity = decelerate(velocity, 0.02, 100);
    expect(Math.hypot(velocity.yaw, velocity.pitch)).toBeCloseTo(0.02, 10);
    const slow = { yaw: 0.005, pitch: -0.005 };
    expect(decelerate(slow, 0.02, 10)).toBe(slow);
  });

  it('decelerates to a standstill when the min speed is 0', () => {
    expect(decelerate({ yaw: 0.05, pitch: 0.01 }, 0, 1000)).toEqual({ yaw: 0, pitch: 0 });
  });

  it('caps a fling at the max speed, keeping its direction', () => {
    const capped = capSpeed({ yaw: 0.3, pitch: -0.4 }, 0.05);
    expect(Math.hypot(capped.yaw, capped.pitch)).toBeCloseTo(0.05, 12);
    expect(capped.yaw / capped.pitch).toBeCloseTo(-0.75, 12);
  });

  it('turns a drag into angles: the front follows the pointer', () => {
    expect(dragAngles(40, -20, 400)).toEqual({ yaw: 0.1, pitch: 0.05 });
  });
});

describe('framesIn', () => {
  it('counts 60 Hz frames in a span, whatever the rate of the frames that measured it', () => {
    expect(framesIn(1000 / 60)).toBeCloseTo(1, 12);
    expect(framesIn(1000 / 30)).toBeCloseTo(2, 12); // a 30 Hz screen turns twice as far a frame
    expect(framesIn(1000 / 120)).toBeCloseTo(0.5, 12);
    expect(framesIn(1000)).toBe(60);
  });
});
