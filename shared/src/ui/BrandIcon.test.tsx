import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandIcon } from './BrandIcon';

function viewBoxOf(slug: string): string | null {
  const { container } = render(<BrandIcon icon={{ slug, title: slug, hex: '123456', path: 'M1 1z' }} />);
  return container.querySelector('svg')!.getAttribute('viewBox');
}

describe('BrandIcon`s view box', () => {
  it('shows most icons whole', () => {
    expect(viewBoxOf('react')).toBe('0 0 24 24');
  });

  it('shows MySQL`s dolphin without the wordmark, square and inside the drawing', () => {
    const [x, y, width, height] = viewBoxOf('mysql')!.split(' ').map(Number) as [number, number, number, number];
    expect(width).toBe(height);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(24);
    // The letters of 'MySQL' begin at y 13 in the simple-icons drawing.
    expect(y + height).toBeLessThanOrEqual(13);
  });
});
