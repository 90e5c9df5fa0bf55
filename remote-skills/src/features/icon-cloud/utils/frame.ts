import { project, rotate, type Projection, type Quat, type Vec3 } from './sphere';

/** One icon as drawn in a frame: where, how big, how opaque. */
export interface PlacedIcon {
  /** Index into the icon list. */
  index: number;
  x: number;
  y: number;
  z: number;
  /** Drawn width and height, logical pixels. */
  size: number;
  alpha: number;
}

export interface FrameGeometry extends Projection {
  /** Icon size at scale 1 (icon size times image scale). */
  iconSize: number;
  /** Opacity of an icon at the very back; the front is fully opaque. */
  minAlpha: number;
}

/** Sphere radius that keeps the largest (front) icons inside the canvas. */
export function cloudRadius(canvasSize: number, iconSize: number): number {
  return Math.round(canvasSize * 0.4 - iconSize * 0.1);
}

/** Every icon of a frame, placed and sorted back to front (the order to paint in). */
export function placeIcons(positions: readonly Vec3[], orientation: Quat, geometry: FrameGeometry): PlacedIcon[] {
  return positions
    .map((position, index) => {
      const point = project(rotate(orientation, position), geometry);
      const nearness = (point.z + 1) / 2;
      return {
        index,
        x: point.x,
        y: point.y,
        z: point.z,
        size: geometry.iconSize * point.scale,
        alpha: geometry.minAlpha + (1 - geometry.minAlpha) * nearness,
      };
    })
    .sort((a, b) => a.z - b.z);
}

/** The front-most icon under a point (icons are hit as circles), or null. */
export function hitTest(placed: readonly PlacedIcon[], x: number, y: number): PlacedIcon | null {
  let hit: PlacedIcon | null = null;
  for (const icon of placed) {
    const radius = icon.size / 2;
    if ((icon.x - x) ** 2 + (icon.y - y) ** 2 <= radius * radius && (!hit || icon.z > hit.z)) hit = icon;
  }
  return hit;
}

/** A pointer position in the canvas' logical coordinates. */
export function toLogicalPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
  canvasSize: number,
): { x: number; y: number } {
  return {
    x: ((clientX - box.left) / box.width) * canvasSize,
    y: ((clientY - box.top) / box.height) * canvasSize,
  };
}
