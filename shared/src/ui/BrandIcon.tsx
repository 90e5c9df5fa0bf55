import type { CSSProperties } from 'react';
import type { IconRecord } from '../types/entities';
import { iconColourFor } from '../brandIcons/iconColour';
import { iconViewBox } from '../brandIcons/iconViewBox';

interface BrandIconProps {
  icon: IconRecord;
  /** CSS pixels, as attributes: the box is reserved before any style sheet applies. */
  size?: number;
  className?: string;
}

/** A decorative brand icon in its colour, or the theme's fallback where that colour would vanish. */
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
