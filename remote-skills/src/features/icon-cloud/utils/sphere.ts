/**
 * Sphere maths of the icon cloud, all pure. Coordinates: x to the right, y down
 * (as on the canvas), z towards the viewer, so the front of the sphere is (0, 0, 1).
 * Orientation is a unit quaternion; positions live on the unit sphere.
 */
export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Quat {
  w: number;
  x: number;
  y: number;
  z: number;
}

export const FRONT: Vec3 = { x: 0, y: 0, z: 1 };
export const IDENTITY: Quat = { w: 1, x: 0, y: 0, z: 0 };

/**
 * `count` points spread evenly over the unit sphere (a golden-angle spiral, as
 * TagCanvas places its tags): equal area per point, no clumping at the poles.
 */
export function spherePositions(count: number): Vec3[] {
  const goldenAngle = Math.PI * (3 - Math.sqrt(5));
  const step = 2 / count;
  return Array.from({ length: count }, (_, index) => {
    const y = index * step - 1 + step / 2;
    const ring = Math.sqrt(1 - y * y);
    const angle = index * goldenAngle;
    return { x: Math.cos(angle) * ring, y, z: Math.sin(angle) * ring };
  });
}

export function length(v: Vec3): number {
  return Math.hypot(v.x, v.y, v.z);
}

export function quatFromAxisAngle(axis: Vec3, angle: number): Quat {
  const size = length(axis);
  if (size === 0 || angle === 0) return IDENTITY;
  const s = Math.sin(angle / 2) / size;
  return { w: Math.cos(angle / 2), x: axis.x * s, y: axis.y * s, z: axis.z * s };
}

/** a * b: rotating by b first, then by a. */
export function multiply(a: Quat, b: Quat): Quat {
  return {
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
  };
}

function normalize(q: Quat): Quat {
  const size = Math.hypot(q.w, q.x, q.y, q.z);
  return size === 0 ? IDENTITY : { w: q.w / size, x: q.x / size, y: q.y / size, z: q.z / size };
}

export function rotate(q: Quat, v: Vec3): Vec3 {
  // v' = v + 2w(u x v) + 2 u x (u x v), with u the quaternion's vector part.
  const tx = 2 * (q.y * v.z - q.z * v.y);
  const ty = 2 * (q.z * v.x - q.x * v.z);
  const tz = 2 * (q.x * v.y - q.y * v.x);
  return {
    x: v.x + q.w * tx + (q.y * tz - q.z * ty),
    y: v.y + q.w * ty + (q.z * tx - q.x * tz),
    z: v.z + q.w * tz + (q.x * ty - q.y * tx),
  };
}

/** The shortest rotation taking unit vector `from` onto unit vector `to`. */
export function rotationBetween(from: Vec3, to: Vec3): Quat {
  const dot = from.x * to.x + from.y * to.y + from.z * to.z;
  if (dot < -0.999999) {
    // Opposite vectors: turn half a circle about any axis square to `from`.
    const axis = Math.abs(from.x) < 0.9 ? { x: 0, y: -from.z, z: from.y } : { x: from.z, y: 0, z: -from.x };
    return quatFromAxisAngle(axis, Math.PI);
  }
  return normalize({
    w: 1 + dot,
    x: from.y * to.z - from.z * to.y,
    y: from.z * to.x - from.x * to.z,
    z: from.x * to.y - from.y * to.x,
  });
}

/** Spherical interpolation between two orientations, t in 0..1 (t = 1 gives `b` exactly). */
export function slerp(a: Quat, b: Quat, t: number): Quat {
  if (t <= 0) return a;
  if (t >= 1) return b;
  let cos = a.w * b.w + a.x * b.x + a.y * b.y + a.z * b.z;
  let target = b;
  if (cos < 0) {
    // Take the short way round.
    cos = -cos;
    target = { w: -b.w, x: -b.x, y: -b.y, z: -b.z };
  }
  if (cos > 0.9995) {
    return normalize({
      w: a.w + (target.w - a.w) * t,
      x: a.x + (target.x - a.x) * t,
      y: a.y + (target.y - a.y) * t,
      z: a.z + (target.z - a.z) * t,
    });
  }
  const angle = Math.acos(cos);
  const sin = Math.sin(angle);
  const wa = Math.sin((1 - t) * angle) / sin;
  const wb = Math.sin(t * angle) / sin;
  return {
    w: a.w * wa + target.w * wb,
    x: a.x * wa + target.x * wb,
    y: a.y * wa + target.y * wb,
    z: a.z * wa + target.z * wb,
  };
}

/**
 * Turns the sphere in screen space: positive yaw moves the front to the right,
 * positive pitch moves it up. Angles in radians.
 */
export function spin(q: Quat, yaw: number, pitch: number): Quat {
  const turn = multiply(quatFromAxisAngle({ x: 1, y: 0, z: 0 }, pitch), quatFromAxisAngle({ x: 0, y: 1, z: 0 }, yaw));
  return normalize(multiply(turn, q));
}

/** Perspective scale of a point at depth z (-1 back .. 1 front); depth 0 is flat, 1 the strongest. */
export function perspectiveScale(z: number, depth: number): number {
  if (depth <= 0) return 1;
  const distance = 1 + 2 / depth;
  return distance / (distance - z);
}

export interface Projection {
  /** Canvas centre, logical pixels. */
  centre: number;
  /** Sphere radius, logical pixels. */
  radius: number;
  depth: number;
}

export interface ProjectedPoint {
  x: number;
  y: number;
  z: number;
  scale: number;
}

export function project(point: Vec3, { centre, radius, depth }: Projection): ProjectedPoint {
  const scale = perspectiveScale(point.z, depth);
  return { x: centre + point.x * radius * scale, y: centre + point.y * radius * scale, z: point.z, scale };
}
