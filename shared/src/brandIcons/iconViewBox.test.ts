import { describe, expect, it } from 'vitest';
import { FULL_VIEW_BOX, iconViewBox, LOGO_ONLY_VIEW_BOX } from './iconViewBox';

describe('iconViewBox', () => {
  it('shows most icons whole', () => {
    expect(iconViewBox('react')).toBe(FULL_VIEW_BOX);
  });

  it('shows MySQL`s dolphin without the wordmark, square and inside the drawing', () => {
    expect(iconViewBox('mysql')).toBe(LOGO_ONLY_VIEW_BOX.mysql);
    const [x, y, width, height] = iconViewBox('mysql').split(' ').map(Number) as [number, number, number, number];
    expect(width).toBe(height);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(24);
    // The letters of 'MySQL' begin at y 13 in the simple-icons drawing.
    expect(y + height).toBeLessThanOrEqual(13);
  });
});
