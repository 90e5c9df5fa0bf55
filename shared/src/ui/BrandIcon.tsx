import type { CSSProperties } from 'react';
import type { IconRecord } from '../types/entities';
import { iconColourFor } from '../brandIcons/iconColour';
import { iconViewBox } from '../brandIcons/iconViewBox';

interface BrandIconProps {
  icon: IconRecord;
  /** Its width and height in CSS pixels, as attributes: the box is reserved before any style sheet applies. */
  size?: number;
  className?: string;
}

/**
 * A brand icon inline, decorative (its name is always shown beside it), in the brand
 * colour or the theme's fallback when that colour would vanish into the background.
 * The skills page's cards and the case studies' stacks draw their icons with it.
 */
export function BrandIcon({ icon, size = 16, className = 'size-4' }: BrandIconProps) {
  const colours = {
    '--brand-dark': iconColourFor(icon.hex, 'dark'),
    '--brand-light': iconColourFor(icon.hex, 'light'),
  } as CSSProperties;
  return (
    <svg
      viewBox={iconViewBox(icon.slug)}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={colours}
      className={`shrink-0 fill-(--brand-dark) light:fill-(--brand-light) ${className}`}
    >
      <path d={icon.path} />
    </svg>
  );
}
