import { describe, expect, it } from 'vitest';
import { cloudRadius, hitTest, placeIcons, toLogicalPoint, type PlacedIcon } from './frame';
import { IDENTITY, quatFromAxisAngle, spherePositions } from './sphere';

const geometry = { centre: 500, radius: cloudRadius(1000, 84), depth: 1, iconSize: 84, minAlpha: 0.3 };

describe('placeIcons', () => {
  const positions = spherePositions(30);
  const placed = placeIcons(positions, quatFromAxisAngle({ x: 1, y: 1, z: 0 }, 0.8), geometry);

  it('places every icon once, sorted back to front', () => {
    expect(placed.map((icon) => icon.index).sort((a, b) => a - b)).toEqual([...positions.keys()]);
    for (let i = 1; i < placed.length; i++) expect(placed[i]!.z).toBeGreaterThanOrEqual(placed[i - 1]!.z);
  });

  it('draws nearer icons bigger and more opaque', () => {
    const back = placed[0]!;
    const front = placed.at(-1)!;
    expect(front.size).toBeGreaterThan(back.size);
    expect(front.alpha).toBeGreaterThan(back.alpha);
    for (const icon of placed) {
      expect(icon.alpha).toBeGreaterThanOrEqual(0.3);
      expect(icon.alpha).toBeLessThanOrEqual(1);
    }
  });

  it('keeps every icon, whole, inside the 1000 x 1000 canvas in any orientation', () => {
    for (let turn = 0; turn < 40; turn++) {
      const orientation = quatFromAxisAngle({ x: Math.sin(turn), y: Math.cos(turn * 1.3), z: 0.2 }, turn * 0.37);
      for (const icon of placeIcons(positions, orientation, geometry)) {
        expect(icon.x - icon.size / 2).toBeGreaterThanOrEqual(0);
        expect(icon.x + icon.size / 2).toBeLessThanOrEqual(1000);
        expect(icon.y - icon.size / 2).toBeGreaterThanOrEqual(0);
        expect(icon.y + icon.size / 2).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('does not rotate anything with the identity orientation', () => {
    const still = placeIcons([{ x: 0, y: 0, z: 1 }], IDENTITY, geometry);
    expect(still[0]).toMatchObject({ x: 500, y: 500, z: 1, size: 126, alpha: 1 });
  });
});

describe('hitTest', () => {
  const icon = (index: number, x: number, y: number, z: number, size = 80): PlacedIcon => ({
    index,
    x,
    y,
    z,
    size,
    alpha: 1,
  });

  it('finds the icon under the point, within its circle only', () => {
    const placed = [icon(0, 100, 100, 0)];
    expect(hitTest(placed, 100, 100)?.index).toBe(0);
    expect(hitTest(placed, 139, 100)?.index).toBe(0);
    expect(hitTest(placed, 141, 100)).toBeNull();
    // The square's corner is outside the circle.
    expect(hitTest(placed, 138, 138)).toBeNull();
  });

  it('prefers the front-most of overlapping icons, whatever the paint order', () => {
    const back = icon(1, 100, 100, -0.5);
    const front = icon(2, 110, 100, 0.7);
    expect(hitTest([back, front], 105, 100)?.index).toBe(2);
    expect(hitTest([front, back], 105, 100)?.index).toBe(2);
  });

  it('finds nothing in empty space or an empty frame', () => {
    expect(hitTest([icon(0, 100, 100, 0)], 500, 500)).toBeNull();
    expect(hitTest([], 1, 1)).toBeNull();
  });
});

describe('toLogicalPoint', () => {
  it('maps a pointer on the shown canvas to the 1000 x 1000 logical space', () => {
    const box = { left: 20, top: 300, width: 500, height: 500 };
    expect(toLogicalPoint(20, 300, box, 1000)).toEqual({ x: 0, y: 0 });
    expect(toLogicalPoint(270, 550, box, 1000)).toEqual({ x: 500, y: 500 });
    expect(toLogicalPoint(520, 800, box, 1000)).toEqual({ x: 1000, y: 1000 });
  });
});
