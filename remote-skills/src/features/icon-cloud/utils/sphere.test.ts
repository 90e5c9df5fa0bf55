import { describe, expect, it } from 'vitest';
import {
  FRONT,
  IDENTITY,
  length,
  multiply,
  perspectiveScale,
  project,
  quatFromAxisAngle,
  rotate,
  rotationBetween,
  slerp,
  spherePositions,
  spin,
  type Vec3,
} from './sphere';

function expectVec(actual: Vec3, expected: Vec3, digits = 9) {
  expect(actual.x).toBeCloseTo(expected.x, digits);
  expect(actual.y).toBeCloseTo(expected.y, digits);
  expect(actual.z).toBeCloseTo(expected.z, digits);
}

describe('spherePositions', () => {
  const points = spherePositions(30);

  it('puts every point on the unit sphere', () => {
    expect(points).toHaveLength(30);
    for (const point of points) expect(length(point)).toBeCloseTo(1, 12);
  });

  it('spreads them evenly: no two points closer than a fair share of the surface allows', () => {
    let closest = Infinity;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z));
      }
    }
    // 30 equal caps on the unit sphere are about 0.65 apart; a clumped layout would be far below.
    expect(closest).toBeGreaterThan(0.45);
  });

  it('balances the points around the centre', () => {
    const sum = points.reduce((total, p) => ({ x: total.x + p.x, y: total.y + p.y, z: total.z + p.z }), {
      x: 0,
      y: 0,
      z: 0,
    });
    expect(length(sum) / points.length).toBeLessThan(0.05);
  });

  it('gives nothing for zero icons and a single point for one', () => {
    expect(spherePositions(0)).toEqual([]);
    expect(spherePositions(1)).toHaveLength(1);
  });
});

describe('rotation', () => {
  it('turns a vector a quarter round the y axis', () => {
    expectVec(rotate(quatFromAxisAngle({ x: 0, y: 1, z: 0 }, Math.PI / 2), FRONT), { x: 1, y: 0, z: 0 });
  });

  it('keeps lengths', () => {
    const q = quatFromAxisAngle({ x: 1, y: 2, z: 3 }, 1.234);
    expect(length(rotate(q, { x: 0.3, y: -0.4, z: 0.5 }))).toBeCloseTo(Math.hypot(0.3, 0.4, 0.5), 12);
  });

  it('composes: a then b equals multiply(b, a)', () => {
    const a = quatFromAxisAngle({ x: 0, y: 1, z: 0 }, 0.7);
    const b = quatFromAxisAngle({ x: 1, y: 0, z: 0 }, -0.3);
    const v = { x: 0.2, y: 0.5, z: -0.8 };
    expectVec(rotate(multiply(b, a), v), rotate(b, rotate(a, v)));
  });

  it('spin: positive yaw moves the front right, positive pitch moves it up (y is down)', () => {
    const right = rotate(spin(IDENTITY, 0.1, 0), FRONT);
    expect(right.x).toBeGreaterThan(0);
    expect(right.y).toBeCloseTo(0, 12);
    const up = rotate(spin(IDENTITY, 0, 0.1), FRONT);
    expect(up.y).toBeLessThan(0);
    expect(up.x).toBeCloseTo(0, 12);
  });

  it('rotationBetween takes one unit vector onto another, also when they are opposite', () => {
    const from = { x: 0.6, y: 0, z: -0.8 };
    expectVec(rotate(rotationBetween(from, FRONT), from), FRONT);
    const back = { x: 0, y: 0, z: -1 };
    expectVec(rotate(rotationBetween(back, FRONT), back), FRONT);
    expectVec(rotate(rotationBetween(FRONT, FRONT), FRONT), FRONT);
  });

  it('slerp starts at a, ends exactly at b and passes halfway in the middle', () => {
    const a = IDENTITY;
    const b = quatFromAxisAngle({ x: 0, y: 1, z: 0 }, 1);
    expect(slerp(a, b, 0)).toBe(a);
    expect(slerp(a, b, 1)).toBe(b);
    const half = rotate(slerp(a, b, 0.5), FRONT);
    expectVec(half, { x: Math.sin(0.5), y: 0, z: Math.cos(0.5) });
  });
});

describe('projection', () => {
  it('enlarges the front and shrinks the back with depth 1, and is flat with depth 0', () => {
    expect(perspectiveScale(1, 1)).toBeCloseTo(1.5, 12);
    expect(perspectiveScale(0, 1)).toBe(1);
    expect(perspectiveScale(-1, 1)).toBeCloseTo(0.75, 12);
    expect(perspectiveScale(1, 0)).toBe(1);
  });

  it('maps the sphere onto the canvas around its centre', () => {
    const geometry = { centre: 500, radius: 400, depth: 1 };
    expect(project(FRONT, geometry)).toEqual({ x: 500, y: 500, z: 1, scale: 1.5 });
    const right = project({ x: 1, y: 0, z: 0 }, geometry);
    expect(right.x).toBe(900);
    expect(right.y).toBe(500);
    const top = project({ x: 0, y: -1, z: 0 }, geometry);
    expect(top.y).toBe(100);
  });
});
